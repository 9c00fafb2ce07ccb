import type { ActionContext } from '../actions/context';
import type { LoadedFeatures } from './registry';

/**
 * Starts the interactive features a running module loaded: layer actions
 * (src/module/actions) and pointer and scroll effects (src/module/effects). Returns their teardown.
 *
 * @param features The module's loaded features.
 * @param context  The running module, as actions see it.
 */
export function startInteractions(
	features: LoadedFeatures | undefined,
	context: ActionContext
): () => void {
	const parts = [
		features?.actions?.createActions( context ),
		features?.effects?.createEffects( context ),
	];
	return () => parts.forEach( ( part ) => part?.destroy() );
}
