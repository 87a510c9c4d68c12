import type { Label } from '../../../contract/resource';
import type { PermissionNode } from './permissionTree';

/** The code of the role that holds every permission, those added later included. */
export const EVERY_CODE = '*';

/** A menu group of the permission tree and the permissions of it a role holds. */
export interface HeldGroup {
  code: string;
  /** The group's title; none for the permissions outside any group. */
  title?: Label;
  items: { code: string; title: Label }[];
}

export interface HeldPermissions {
  /** The role holds `*`. */
  every: boolean;
  groups: HeldGroup[];
  /** Codes the tree does not know (an entity since withdrawn): shown as they are. */
  unknown: string[];
}

/**
 * A role's codes as the permission tree titles them, grouped as the tree groups them:
 * each menu group with the routes of it held (a group held for itself alone is listed
 * as its own item), then the codes outside any group.
 */
export function heldPermissions(tree: readonly PermissionNode[], codes: readonly string[]): HeldPermissions {
  const held = new Set(codes);
  const known = new Set<string>();
  const groups: HeldGroup[] = [];
  const loose: HeldGroup = { code: '', items: [] };
  for (const node of tree) {
    known.add(node.code);
    if (node.children.length === 0) {
      if (held.has(node.code)) loose.items.push({ code: node.code, title: node.title });
      continue;
    }
    const items = leaves(node).filter((leaf) => {
      known.add(leaf.code);
      return held.has(leaf.code);
    });
    for (const child of allNodes(node)) known.add(child.code);
    if (items.length > 0 || held.has(node.code))
      groups.push({
        code: node.code,
        title: node.title,
        items: items.map(({ code, title }) => ({ code, title })),
      });
  }
  if (loose.items.length > 0) groups.push(loose);
  return {
    every: held.has(EVERY_CODE),
    groups,
    unknown: codes.filter((code) => code !== EVERY_CODE && !known.has(code)),
  };
}

function leaves(node: PermissionNode): PermissionNode[] {
  return node.children.length === 0 ? [node] : node.children.flatMap(leaves);
}

function allNodes(node: PermissionNode): PermissionNode[] {
  return [node, ...node.children.flatMap(allNodes)];
}
