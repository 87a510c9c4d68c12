import { useParams } from 'react-router-dom';
import type { ResourceDefinition } from '../../../contract/resource';
import { SchemaEdit } from '../../schema-ui';
import { AdminAccountPanel } from './AdminAccountPanel';

/** admin-list's edit screen: the account's fields, then enabling, disabling and a new password. */
export default function AdminEdit({ resource }: { resource: ResourceDefinition }) {
  const { id } = useParams();
  return (
    <>
      <SchemaEdit resource={resource} />
      {id && <AdminAccountPanel adminId={Number(id)} />}
    </>
  );
}
