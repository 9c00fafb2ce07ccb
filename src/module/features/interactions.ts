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
	// The page's features may have come for another module: each starts only where it is used.
	const layers = context.slides.flatMap( ( slide ) => slide.layers );
	const acts = layers.some(
		( l ) => l.actions.length > 0 || l.listen?.length
	);
	const moves =
		context.settings?.sbt.use ||
		layers.some( ( l ) => l.mod?.mouse || l.mod?.scroll );
	const parts = [
		acts ? features?.actions?.createActions( context ) : undefined,
		moves ? features?.effects?.createEffects( context ) : undefined,
	];
	return () => parts.forEach( ( part ) => part?.destroy() );
}
