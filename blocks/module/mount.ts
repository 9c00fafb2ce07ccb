import { installModalHost } from '../../src/module/modal/host';
import { createModule } from '../../src/module/runtime';
import type { StagecraftApi } from '../../src/module/api';
import { renderStage } from '../../src/react/Stage';

/**
 * Gives each server-rendered module a runtime, drawn by React (the engine
 * itself knows no UI framework).
 *
 * @param roots The modules' root elements.
 * @param api   The page's Stagecraft API.
 */
export function mountModules(
	roots: readonly HTMLElement[],
	api: StagecraftApi
): void {
	// Modals run when they open (an action, a trigger, or window.Stagecraft.openModal).
	const modals = installModalHost( api, ( el ) =>
		createModule( el, { api, render: renderStage, eager: true } )
	);
	roots.forEach( ( el ) => {
		if ( el.dataset.stagecraftModal !== undefined ) {
			modals.register( el );
			return;
		}
		// A state means another bundle already took this element.
		if ( ! el.dataset.stagecraftState ) {
			createModule( el, { api, render: renderStage } );
		}
	} );
}
