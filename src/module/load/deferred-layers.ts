import type { ModuleRequest, SlideLoader } from '../loader';
import type { PreparedModule } from '../prepare';

// The raw layers of one slide in a reply; throws when the reply does not hold it.
function layersOf( reply: unknown, slideId: number ): unknown {
	const slides = ( reply as { slides?: unknown } | null )?.slides;
	const slide = Array.isArray( slides )
		? ( slides as Array< { id?: unknown; layers?: unknown } | null > ).find(
				( item ) => Number( item?.id ) === slideId
			)
		: undefined;
	if ( ! slide || ! Array.isArray( slide.layers ) ) {
		throw new Error( 'the reply has no such slide' );
	}
	return slide.layers;
}

/**
 * What the slide preparation calls before drawing a slide: for a slide the page sent without its
 * layers (a long module, php/Blocks/InlineWindow.php), fetches them; one that cannot be fetched
 * shows without them and the console says so. Undefined for a slide that has its layers.
 *
 * @param prepared The module.
 * @param request  The module's alias, id and root, as the slide loader takes them.
 * @param load     Fetches one slide.
 */
export function deferredLayersLoader(
	prepared: PreparedModule,
	request: ModuleRequest,
	load: SlideLoader
): ( index: number ) => Promise< void > | undefined {
	return ( index ) => {
		const slide = prepared.slides[ index ];
		const deferred = prepared.deferredLayers;
		if ( ! slide || ! deferred?.has( slide ) ) {
			return undefined;
		}
		const slideId = Number( slide.id );
		return load( { ...request, slideId } )
			.then( ( reply ) =>
				deferred.supply( slide, layersOf( reply, slideId ) )
			)
			.catch( ( error: unknown ) => {
				deferred.supply( slide, [] );
				// eslint-disable-next-line no-console
				console.error(
					`${ request.alias }: slide ${ slideId } did not load`,
					error
				);
			} );
	};
}
