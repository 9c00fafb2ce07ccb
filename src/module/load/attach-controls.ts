import type { LoadedFeatures } from '../features/registry';
import type { NavigationOptions, NavigationPlayer } from '../navigation';
import type { PreparedModule } from '../prepare';
import type { ModuleControls } from '../types';
import { loadControls, loadedOrNull } from './chunks';

/**
 * Spec sections 2 and 3: a module's navigation elements, inputs, progress bar and deep links,
 * from the controls chunk, once the first scene is set. One slide (a hero) has none of them, so
 * it does not fetch their chunk. Resolves to their cleanup, or null when the module went away
 * meanwhile (the player getter then gives null).
 *
 * @param root     The module element.
 * @param module   The module's handle.
 * @param prepared The prepared module.
 * @param player   The module's player, while it has one.
 * @param features The loaded feature chunks.
 * @param options  Reduced motion, layout engine and event store.
 * @param alias    The module, for the console.
 */
export async function attachControls(
	root: HTMLElement,
	module: ModuleControls,
	prepared: PreparedModule,
	player: () => NavigationPlayer | null,
	features: LoadedFeatures,
	options: NavigationOptions,
	alias: string
): Promise< ( () => void ) | null > {
	const parts =
		prepared.slides.length > 1
			? await loadedOrNull( loadControls, alias, 'the controls' )
			: null;
	const current = player();
	if ( ! current ) {
		return null;
	}
	const nav = parts?.createNavigation(
		root,
		module,
		prepared,
		current,
		features,
		options
	);
	const links = parts?.createModuleDeepLinks(
		module,
		prepared,
		options.store
	);
	return () => {
		links?.destroy();
		nav?.destroy();
	};
}

/**
 * Starts fetching the controls chunk beside the data when the server names the module's
 * features (a slider's navigation kinds); a hero, with none, never fetches it.
 *
 * @param root The module element.
 */
export function prefetchControls( root: HTMLElement ): void {
	if ( root.dataset.stagecraftFeatures ) {
		void loadControls().catch( () => undefined );
	}
}
