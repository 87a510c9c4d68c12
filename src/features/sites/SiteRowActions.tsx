import { ManualDetectionSwitch } from './ManualDetectionSwitch';
import SiteBindingActions from './SiteBindingActions';

/** What a row of the site list offers besides editing: the manual detection switch and binding. */
export default function SiteRowActions() {
  return (
    <>
      <ManualDetectionSwitch />
      <SiteBindingActions />
    </>
  );
}
