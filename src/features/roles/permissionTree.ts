import type { Label, ResourceDefinition } from '../../../contract/resource';
import { EXTRA_PERMISSIONS, ROUTE_GROUPS, type RouteNode } from '../../../contract/routes';

/** One checkbox of the role editor: a menu group, a route, or a code that is not a route. */
export interface PermissionNode {
  code: string;
  title: Label;
  children: PermissionNode[];
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** The codes that manage roles: taking them from one's own role locks one out of this screen. */
export const ROLE_MANAGEMENT_CODES = ['sp-role', 'role-list'];

/**
 * The tree a role's codes are picked on: the menu (contract/routes.ts), then the
 * codes resources brought of their own, then the codes that are not screens.
 */
export function permissionTree(
  resources: readonly ResourceDefinition[],
  groups: readonly RouteNode[] = ROUTE_GROUPS,
): PermissionNode[] {
  const routeNode = (route: RouteNode): PermissionNode => ({
    code: route.name,
    title: route.title,
    children: (route.children ?? []).map(routeNode),
  });
  const nodes = groups.map(routeNode);
  const taken = new Set(allCodes(nodes));
  for (const resource of resources) {
    if (resource.internal || taken.has(resource.permission)) continue;
    taken.add(resource.permission);
    nodes.push({ code: resource.permission, title: resource.label, children: [] });
  }
  for (const extra of EXTRA_PERMISSIONS) nodes.push({ code: extra.name, title: extra.title, children: [] });
  return nodes;
}

export function allCodes(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => [node.code, ...allCodes(node.children)]);
}

/** A group shows checked when all its routes are, half when some are. */
export function checkState(node: PermissionNode, selected: ReadonlySet<string>): CheckState {
  if (node.children.length === 0) return selected.has(node.code) ? 'checked' : 'unchecked';
  const states = node.children.map((child) => checkState(child, selected));
  if (states.every((state) => state === 'checked')) return 'checked';
  return states.some((state) => state !== 'unchecked') ? 'indeterminate' : 'unchecked';
}

/**
 * The selection after ticking or clearing a box: the box's whole branch follows it,
 * and a group's own code is held exactly while one of its routes is.
 */
export function toggle(
  tree: readonly PermissionNode[],
  selected: ReadonlySet<string>,
  node: PermissionNode,
  checked: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const code of allCodes([node])) {
    if (checked) next.add(code);
    else next.delete(code);
  }
  return withGroupCodes(tree, next);
}

/** Every code ticked, or none. */
export function selectAll(tree: readonly PermissionNode[], checked: boolean): Set<string> {
  return new Set(checked ? allCodes(tree) : []);
}

function withGroupCodes(nodes: readonly PermissionNode[], selected: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.children.length === 0) continue;
    withGroupCodes(node.children, selected);
    if (checkState(node, selected) === 'unchecked') selected.delete(node.code);
    else selected.add(node.code);
  }
  return selected;
}

/** Whether a change takes away a role-management code that the role held. */
export function dropsRoleManagement(before: readonly string[], after: ReadonlySet<string>): boolean {
  return ROLE_MANAGEMENT_CODES.some((code) => before.includes(code) && !after.has(code));
}
