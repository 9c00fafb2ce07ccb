// The slide transition library. The light families are here; slots and boxes, and the 3D
// families, are chunks fetched the first time a slide asks for one, so a module whose slides
// only fade never downloads them.
import { LIGHT_BUILDERS } from './light';
import type { TransitionBuilder } from './parts';
import type { Family, TransitionDef } from './registry';

export type { TransitionBuilder, TransitionParts } from './parts';
export * from './registry';
export { resolveTransition } from './resolve';
export type { ResolvedTransition, TransitionChoice } from './resolve';

type Chunk = Partial< Record< Family, TransitionBuilder > >;

const loadSlices = (): Promise< Chunk > =>
	import(
		/* webpackChunkName: "module/transitions-slices" */ './slices'
	).then( ( chunk ) => chunk.SLICE_BUILDERS );

const load3d = (): Promise< Chunk > =>
	import( /* webpackChunkName: "module/transitions-3d" */ './threed' ).then(
		( chunk ) => chunk.THREED_BUILDERS
	);

// The shader texts come with the chunk: it resolves once they have (or have failed).
const loadWebgl = (): Promise< Chunk > =>
	import( /* webpackChunkName: "module/transitions-webgl" */ './webgl' ).then(
		( chunk ) => chunk.ready.then( () => chunk.WEBGL_BUILDERS )
	);

const CHUNKS: Partial< Record< Family, () => Promise< Chunk > > > = {
	slots: loadSlices,
	boxes: loadSlices,
	cube: load3d,
	flip: load3d,
	turn: load3d,
	shader: loadWebgl,
};

const loading = new Map< () => Promise< Chunk >, Promise< Chunk > >();

/**
 * The builder of a transition, fetching its chunk once; a chunk that cannot be fetched
 * (offline) gives the plain fade, so the slide still changes.
 *
 * @param def The transition.
 */
export async function builderFor(
	def: TransitionDef
): Promise< TransitionBuilder > {
	const fallback = LIGHT_BUILDERS.fade as TransitionBuilder;
	const light = LIGHT_BUILDERS[ def.family ];
	if ( light ) {
		return light;
	}
	const load = CHUNKS[ def.family ];
	if ( ! load ) {
		return fallback;
	}
	let chunk = loading.get( load );
	if ( ! chunk ) {
		chunk = load();
		loading.set( load, chunk );
	}
	try {
		return ( await chunk )[ def.family ] ?? fallback;
	} catch ( error ) {
		loading.delete( load );
		// eslint-disable-next-line no-console
		console.error(
			`Stagecraft: the ${ def.name } transition did not load`,
			error
		);
		return fallback;
	}
}

/**
 * Starts fetching the chunks these transitions need, ahead of the change that plays them.
 *
 * @param defs The transitions a module's slides name.
 */
export function preloadTransitions( defs: readonly TransitionDef[] ): void {
	defs.forEach( ( def ) => {
		if ( CHUNKS[ def.family ] ) {
			builderFor( def ).catch( () => {} );
		}
	} );
}
