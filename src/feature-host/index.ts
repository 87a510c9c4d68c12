/**
 * The contract between the core and the folders of `src/features/`. The loader
 * (loadClientFeatures) is left out on purpose: it imports every feature, and a
 * feature importing it back through here would close a circle.
 */
export { type ClientFeature, defineClientFeature, type RoutePageScreen } from './clientFeature';
export {
  type AccountSlotName,
  type ConsoleSlots,
  ConsoleSlotsContext,
  type PasskeyAnswer,
  type SecondFactorAnswer,
  type SecondStepChallenge,
  type SlotName,
  useConsoleSlot,
} from './consoleSlots';
