/** The admin's language of a request, where the import's files and reports are worded (server/http). */
export { LANGUAGE_QUERY, languageOf } from '../../http/request-language';
