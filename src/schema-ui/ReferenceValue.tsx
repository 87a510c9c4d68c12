import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  ChipField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  useCreatePath,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { carriesReferenceLabels, referenceLabel } from '../../contract/reference-labels';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { holdsCode } from '../providers/loginInfo';
import { cellText } from './cellText';
import { referenceLink } from './referencedResource';
import { TruncatedTextField } from './TruncatedTextField';

interface ReferenceValueProps {
  field: FieldDefinition;
  target: ResourceDefinition;
  source: string;
}

/** Whether the signed-in account may open the referenced resource's screens. */
function useMayOpen(target: ResourceDefinition): boolean {
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) && holdsCode(permissions, target.permission);
}

function ReferenceName({ target, id, name }: { target: ResourceDefinition; id: unknown; name: string }) {
  const createPath = useCreatePath();
  const mayOpen = useMayOpen(target);
  const { shown, full } = cellText(name);
  const link = referenceLink(target);
  if (!mayOpen || !link) {
    return (
      <span title={full} data-reference-name="">
        {shown}
      </span>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: target.path, id: String(id), type: link })}
      onClick={(event) => event.stopPropagation()}
      title={full}
      data-reference-name=""
    >
      {shown}
    </Link>
  );
}

/**
 * A reference shown by the name of the row it refers to. List and show answers carry
 * those names (`referenceLabels`), so an account that may see the row but not the
 * referenced resource sees names, never a call refused with 403; the name links to the
 * referenced row only when the account may open it. An answer without the names (a
 * feature's own route) falls back to asking the referenced resource, when allowed.
 */
export function ReferenceValue({ field, target, source }: ReferenceValueProps) {
  const record = useRecordContext();
  const mayOpen = useMayOpen(target);
  const value = record?.[source];
  if (record && carriesReferenceLabels(record, field.name)) {
    const ids = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
    const named = ids.map((id) => ({ id, name: referenceLabel(record, field.name, id) ?? `#${id}` }));
    if (!Array.isArray(value)) {
      return named[0] ? <ReferenceName target={target} id={named[0].id} name={named[0].name} /> : null;
    }
    return (
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
        {named.map(({ id, name }) => (
          <Chip key={String(id)} size="small" label={name} />
        ))}
      </Stack>
    );
  }
  if (!mayOpen) return <TruncatedTextField source={source} />;
  if (field.kind === 'reference') {
    return (
      <ReferenceField source={source} reference={target.path} link={referenceLink(target)}>
        <TruncatedTextField source={target.recordTitle} />
      </ReferenceField>
    );
  }
  return (
    <ReferenceArrayField source={source} reference={target.path}>
      <SingleFieldList linkType={referenceLink(target)}>
        <ChipField source={target.recordTitle} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}
