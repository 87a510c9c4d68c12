/** The route search of the top bar: its button, Ctrl+K, and the dialog that loads on first use. */
export { RouteSearch } from './RouteSearch';
