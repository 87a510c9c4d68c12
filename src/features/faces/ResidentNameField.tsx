import Typography from '@mui/material/Typography';
import { ReferenceField } from 'react-admin';
import { residentName } from './residentName';

/** The face's resident by first and last name, linked to the resident's page. */
export default function ResidentNameField() {
  return (
    <ReferenceField
      source="residentId"
      reference="residents"
      link="show"
      render={({ referenceRecord }) => (
        <Typography component="span" variant="body2">
          {residentName(referenceRecord)}
        </Typography>
      )}
    />
  );
}
