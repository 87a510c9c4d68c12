import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** What other features reuse: a failure reason in words. */
export { reasonInWords } from './reasonWords';

/**
 * Faces (route site-tabs): status chips, photos fetched with the token and previewed
 * until registration purges them, failure reasons in words, retry, manual pass and
 * fail, the resident picked by name in the form, and on a resident's page the
 * resident's faces with their states, each a link to its page.
 */
export default defineClientFeature({
  name: 'faces',
  screens: {
    face: {
      create: lazy(() => import('./FaceCreate')),
      inputs: {
        residentId: lazy(() => import('./ResidentInput')),
        siteId: lazy(() => import('./SiteInput')),
      },
      rowActions: lazy(() => import('./FaceRowActions')),
      bulkActions: lazy(() => import('./FaceBulkActions')),
      showPanel: lazy(() => import('./FacePageActions')),
      fields: {
        faceUrl: lazy(() => import('./FacePhotoField')),
        status: lazy(() => import('./FaceStatusField')),
        residentId: lazy(() => import('./ResidentNameField')),
        failureReason: lazy(() => import('./FailureReasonField')),
      },
    },
    resident: {
      recordTabs: [
        {
          key: 'faces',
          label: 'app.faces.of_resident',
          shows: () => true,
          Part: lazy(() => import('./ResidentFaces')),
        },
      ],
    },
  },
  messages: () => import('./messages'),
});
