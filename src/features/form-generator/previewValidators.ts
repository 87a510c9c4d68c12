import { addRuntimeValidators, type ValidatorPair } from '../../../contract/runtime-registry';
import type { CheckAnswer } from './formGeneratorApi';
import { previewNameOf } from './PreviewPanel';

/**
 * After a successful check, the validators the server compiled from the schema: the
 * module is imported (same origin) and its pair registered under the preview's name,
 * so that a live entity's validators are never replaced. False when there are none.
 */
export async function loadPreviewValidators(answer: CheckAnswer, name: string): Promise<boolean> {
  if (!answer.ok || !answer.validatorModule) return false;
  const module: { validators?: Record<string, ValidatorPair> } = await import(
    /* @vite-ignore */ answer.validatorModule
  );
  const pair = module.validators?.[name];
  if (!pair) return false;
  addRuntimeValidators(previewNameOf(name), pair);
  return true;
}
