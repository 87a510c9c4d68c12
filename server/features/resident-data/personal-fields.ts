/**
 * What erasure masks (docs/security.md#personal-data-what-is-kept-and-why). A resident's
 * personal fields: the names, the phone, the person id the door panels know them by, the door
 * codes, and the unit's position in the network (where they live). The country code, the site
 * and the times say nothing of the person and stay. A face's: its photo's URL and stored path,
 * which point at the erased photo.
 */
export const PERSONAL_FIELDS = {
  resident: ['firstName', 'lastName', 'phone', 'personId', 'doorCode', 'sharingCode', 'topology'],
  face: ['faceUrl', 'facePath'],
} as const;

/** What an erased value reads where a value must stay a text (an import's failed row). */
export const ERASED_VALUE = '******';
