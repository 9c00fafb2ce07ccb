import type { ModalHost, StagecraftApi } from '../api';
import { pageFeatures } from '../features';
import type { ModuleHandle } from '../types';
import type { Modals } from '.';

type PageModalHost = ModalHost & { register: ( root: HTMLElement ) => void };

// One host per page API, however often the runtime mounts modules.
const hosts = new WeakMap< StagecraftApi, PageModalHost >();

/**
 * The page's modal host on window.Stagecraft: the modal chunk loads on first
 * use (a modal on the page, or an action or page call opening one).
 *
 * @param api   The page's API.
 * @param mount Runs a module in a root at once.
 */
export function installModalHost(
	api: StagecraftApi,
	mount: ( root: HTMLElement ) => ModuleHandle
): PageModalHost {
	const known = hosts.get( api );
	if ( known ) {
		return known;
	}
	let modals: Promise< Modals > | null = null;
	const load = () => {
		modals ??= pageFeatures()
			.load( [ 'modal' ] )
			.then( ( features ) => {
				if ( ! features.modal ) {
					modals = null;
					throw new Error( 'modal' );
				}
				return features.modal.createModals( { api, mount } );
			} );
		return modals;
	};
	const host = {
		open: ( alias: string, slide?: number ) =>
			load().then(
				( m ) => m.open( alias, slide ),
				() => false
			),
		close: ( alias?: string ) => {
			void load().then(
				( m ) => m.close( alias ),
				() => undefined
			);
		},
		register: ( root: HTMLElement ) => {
			void load().then(
				( m ) => m.register( root ),
				() => undefined
			);
		},
	};
	api.modals ??= host;
	hosts.set( api, host );
	return host;
}
