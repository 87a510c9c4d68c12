import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../shell/layout';
import { PublicFrame } from './PublicFrame';

export interface AccountStep {
  /** Translation keys. */
  label: string;
  detail: string;
}

export interface AccountStepsPageProps {
  /** Translation keys of the title and the sentence under it. */
  title: string;
  intro: string;
  steps: readonly AccountStep[];
  /** Other ways out of the page besides signing in, as translation key and path. */
  links?: readonly { label: string; to: string }[];
  /** The form that carries the steps out. */
  children?: ReactNode;
}

/**
 * An account page reached signed out (registration, password reset): what it is
 * for, the steps the admin goes through, the form doing them, and the way back to
 * sign in.
 */
export function AccountStepsPage({ title, intro, steps, links = [], children }: AccountStepsPageProps) {
  const translate = useTranslate();
  useDocumentTitle(translate(title));
  return (
    <PublicFrame title={translate(title)}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(intro)}
      </Typography>
      <Typography variant="subtitle2" component="h2">
        {translate('app.public.steps')}
      </Typography>
      <Stepper orientation="vertical" activeStep={-1} sx={{ my: 1 }}>
        {steps.map((step) => (
          // Every step stays open: this is the plan the admin reads before starting.
          <Step key={step.label} active expanded>
            <StepLabel>{translate(step.label)}</StepLabel>
            <StepContent>
              <Typography variant="body2" color="text.secondary">
                {translate(step.detail)}
              </Typography>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/login">
          {translate('app.public.back_to_sign_in')}
        </Link>
        {links.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to}>
            {translate(link.label)}
          </Link>
        ))}
      </Box>
    </PublicFrame>
  );
}
