/** The tab strip of open pages and the refresh helper route its tabs use. */

export { redirectRoute } from './RedirectPage';
export { TabStrip } from './TabStrip';
