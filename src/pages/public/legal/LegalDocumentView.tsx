import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { LegalDocument } from './legalDocument';

function Paragraphs({ texts = [] }: { texts?: readonly string[] }) {
  return texts.map((text) => (
    <Typography key={text} component="p" sx={{ mb: 2 }}>
      {text}
    </Typography>
  ));
}

/** A legal document as a plain, readable page: the mobile app opens these in its web view. */
export function LegalDocumentView({ document: legal }: { document: LegalDocument }) {
  useEffect(() => {
    document.title = `${legal.title} - ${legal.service}`;
  }, [legal]);

  return (
    <Box
      component="main"
      lang={legal.locale === 'zh' ? 'zh-CN' : 'en'}
      sx={{ maxWidth: 820, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 }, lineHeight: 1.7 }}
    >
      <Typography variant="overline" component="p" color="text.secondary">
        {legal.service}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {legal.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {legal.effective}
      </Typography>
      <Paragraphs texts={legal.intro} />
      {legal.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {section.heading}
          </Typography>
          <Paragraphs texts={section.paragraphs} />
          {section.items && (
            <Box component="ul" sx={{ pl: 3, mt: 0 }}>
              {section.items.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 1 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
          <Paragraphs texts={section.closing} />
        </Box>
      ))}
    </Box>
  );
}
