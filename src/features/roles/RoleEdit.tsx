import { useParams } from 'react-router-dom';
import type { ResourceDefinition } from '../../../contract/resource';
import { SchemaEdit } from '../../schema-ui';
import { RolePermissionsPanel } from './RolePermissionsPanel';

/** role-list's edit screen: the role's fields, then its codes on the menu tree. */
export default function RoleEdit({ resource }: { resource: ResourceDefinition }) {
  const { id } = useParams();
  return (
    <>
      <SchemaEdit resource={resource} />
      {id && <RolePermissionsPanel roleId={Number(id)} />}
    </>
  );
}
