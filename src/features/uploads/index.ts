import { defineClientFeature } from '../../feature-host';
import { uploadsMessages } from './messages';

/**
 * Uploads in the browser (spec sections 4, 7 and 9): the upload helpers with their
 * progress overlay, used by the schema-ui image widget. The feature brings their texts.
 */
export default defineClientFeature({
  name: 'uploads',
  messages: uploadsMessages,
});
