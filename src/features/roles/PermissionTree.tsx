import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { asLocale } from '../../i18n/localeChoice';
import { allCodes, checkState, type PermissionNode, selectAll, toggle } from './permissionTree';

interface PermissionTreeProps {
  tree: readonly PermissionNode[];
  selected: ReadonlySet<string>;
  onChange(selected: Set<string>): void;
  disabled?: boolean;
}

/** The menu as cascading checkboxes, with a box that ticks or clears them all. */
export function PermissionTree({ tree, selected, onChange, disabled }: PermissionTreeProps) {
  const translate = useTranslate();
  const everyCode = allCodes(tree);
  const held = everyCode.filter((code) => selected.has(code)).length;
  const partly = held > 0 && held < everyCode.length;
  return (
    <Box>
      <FormControlLabel
        label={translate('app.roles.select_all')}
        control={
          <Checkbox
            checked={held === everyCode.length}
            indeterminate={partly}
            inputRef={showsMixed(partly)}
            disabled={disabled}
            onChange={(event) => onChange(selectAll(tree, event.target.checked))}
          />
        }
      />
      {/* A tree holds tree items only: the box for all of them stands before it. */}
      <Box role="tree" aria-label={translate('app.roles.permissions')}>
        {tree.map((node) => (
          <PermissionBranch key={node.code} tree={tree} node={node} depth={0} {...{ selected, onChange, disabled }} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * Sets the input's own `indeterminate` state, which MUI leaves unset while it says
 * `aria-checked="mixed"`: a box that is partly ticked then reads as mixed, not unticked.
 */
function showsMixed(mixed: boolean) {
  return (input: HTMLInputElement | null) => {
    if (input) input.indeterminate = mixed;
  };
}

interface BranchProps extends PermissionTreeProps {
  node: PermissionNode;
  depth: number;
}

function PermissionBranch({ tree, node, depth, selected, onChange, disabled }: BranchProps) {
  const [locale] = useLocaleState();
  const state = checkState(node, selected);
  return (
    <Box role="treeitem" aria-selected={false} sx={{ pl: depth * 3 }}>
      <FormControlLabel
        label={
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline' }}>
            <span>{node.title[asLocale(locale) ?? 'en']}</span>
            <Typography component="code" variant="caption" color="text.secondary">
              {node.code}
            </Typography>
          </Box>
        }
        control={
          <Checkbox
            checked={state === 'checked'}
            indeterminate={state === 'indeterminate'}
            inputRef={showsMixed(state === 'indeterminate')}
            disabled={disabled}
            inputProps={{ 'aria-label': node.code }}
            onChange={(event) => onChange(toggle(tree, selected, node, event.target.checked))}
          />
        }
      />
      {node.children.length > 0 && (
        <Box role="group">
          {node.children.map((child) => (
            <PermissionBranch
              key={child.code}
              tree={tree}
              node={child}
              depth={depth + 1}
              {...{ selected, onChange, disabled }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
