import type { LayerView } from '../../schema/layer-view';
import type { ReplyHead, SlideHead } from '../../schema/reply-head';
import type { SliderReplyView } from '../../schema/reply-view';
import type { ModuleSettingsView } from '../../schema/settings/view';
import type { SlideView } from '../../schema/slide-view';
import { contextOf } from './context';
import type { NormaliseContext } from './context';
import { withSettings } from './reply';
import type { NormaliseResult, WithSettings } from './reply';
import { readData } from './data-shapes';
import { normaliseSlideView } from './slide';
import { uniqueLayerIds } from './ids';
import { normaliseLayerView } from './layer';
import { dropUnset, UNSET } from './unset';

/**
 * Slides sent without their layers (`deferred`: the page inlines only the
 * first ones of a long module, php/Blocks/InlineWindow.php), and how their
 * layers arrive once fetched.
 */
export interface DeferredLayers {
	has: ( slide: SlideView ) => boolean;
	/** The layers as loaded; read (validated) like the others, on first read. */
	supply: ( slide: SlideView, raw: unknown ) => void;
	/** How many layers a slide has, without reading (validating) them. */
	count: ( slide: SlideView ) => number;
}

/** Module data as the visitor runtime uses it. */
export type LoadedModuleView = WithSettings<
	SliderReplyView,
	ModuleSettingsView
> & {
	/** Some layer has a gradient background (read from the data as loaded). */
	layerGradients: boolean;
	deferredLayers: DeferredLayers;
};

/** Told when a slide's layers, read late, turn out invalid. */
export type InvalidSlide = ( slideId: SlideView[ 'id' ], why: string ) => void;

// Slides are read in two steps: their own fields at load, their layers (most
// of a module's data) when the slide is first drawn. A module of a thousand
// slides then validates one slide's layers before its first paint, not all.
// Both by the shapes generated from the zod schemas (src/schema/reply-head.ts,
// layer-view.ts): the visitor's page carries no zod (see shape.ts).

function record( value: unknown ): Record< string, unknown > | null {
	return typeof value === 'object' &&
		value !== null &&
		! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: null;
}

// 'unset' is dropped everywhere but in the layers, which are left as loaded.
function withoutUnset( slide: unknown ): unknown {
	const fields = record( slide );
	if ( ! fields ) {
		return dropUnset( slide );
	}
	const { layers, ...rest } = fields;
	const head = record( dropUnset( rest ) ) ?? {};
	return layers === undefined || layers === UNSET
		? head
		: { ...head, layers };
}

function replyWithoutUnset( raw: unknown ): unknown {
	const reply = record( raw );
	if ( ! reply ) {
		return dropUnset( raw );
	}
	const { slides, static_slide: staticSlide, ...rest } = reply;
	const head = record( dropUnset( rest ) ) ?? {};
	// Anything but a list of slides is left for the schema to reject.
	if ( slides !== undefined && slides !== UNSET ) {
		head.slides = Array.isArray( slides )
			? slides.map( withoutUnset )
			: slides;
	}
	if ( staticSlide !== undefined && staticSlide !== UNSET ) {
		head.static_slide = withoutUnset( staticSlide );
	}
	return head;
}

function hasLayerGradient( slides: unknown ): boolean {
	return (
		Array.isArray( slides ) &&
		slides.some( ( slide ) => {
			const layers = record( slide )?.layers;
			return (
				Array.isArray( layers ) &&
				layers.some( ( layer ) => {
					const gradient = record( record( layer )?.bg )?.gradient;
					return gradient !== undefined && gradient !== UNSET;
				} )
			);
		} )
	);
}

function readLayers(
	raw: unknown,
	ctx: NormaliseContext
): NormaliseResult< LayerView[] > {
	const items = raw === undefined ? [] : dropUnset( raw );
	if ( ! Array.isArray( items ) ) {
		return { success: false, error: 'layers: expected array' };
	}
	const layers: LayerView[] = [];
	for ( const [ index, item ] of items.entries() ) {
		const read = readData< LayerView >( 'layer', item );
		if ( ! read.success ) {
			return {
				success: false,
				error: `layers.${ index }.${ read.error }`,
			};
		}
		layers.push( read.data );
	}
	return {
		success: true,
		data: uniqueLayerIds( layers ).map( ( layer ) =>
			normaliseLayerView( layer, ctx )
		),
	};
}

// How each slide reads its layers. Every slide shares one getter: a getter closure of its own
// gave each slide its own hidden class, and past a few hundred slides V8 keeps them as
// dictionaries instead (about 400 bytes of heap more per slide).
const layerReaders = new WeakMap< SlideView, () => LayerView[] >();
const layerCounts = new WeakMap< SlideView, () => number >();

function slideLayers( this: SlideView ): LayerView[] {
	return layerReaders.get( this )?.() ?? [];
}

/**
 * A slide whose layers are validated and normalised on first read; invalid
 * layers read as none, and `invalid` says why. A deferred slide reads as
 * having none until its layers are supplied.
 *
 * @param head    The slide's validated fields, layers as loaded.
 * @param ctx     The module's context.
 * @param invalid Told about invalid layers.
 * @param waiting Deferred slides, with how their layers are supplied.
 */
function lazySlide(
	head: SlideHead,
	ctx: NormaliseContext,
	invalid: InvalidSlide,
	waiting: Map< SlideView, ( raw: unknown ) => void >
): SlideView {
	const { layers: loaded, deferred, ...fields } = head;
	const { layers: noLayers, ...normalised } = normaliseSlideView(
		{ ...fields, layers: [] },
		ctx
	);
	let raw = loaded;
	// A deferred slide has no layers until they are supplied.
	let layers: LayerView[] | undefined = deferred ? noLayers : undefined;
	const slide = normalised as SlideView;
	Object.defineProperty( slide, 'layers', {
		enumerable: true,
		get: slideLayers,
	} );
	layerReaders.set( slide, () => {
		if ( ! layers ) {
			const read = readLayers( raw, ctx );
			if ( ! read.success ) {
				invalid( slide.id, read.error );
			}
			layers = read.success ? read.data : [];
			// The loaded copy is not needed again: kept, it doubled every read slide's layers in memory.
			raw = undefined;
		}
		return layers;
	} );
	layerCounts.set( slide, () => {
		if ( layers ) {
			return layers.length;
		}
		return Array.isArray( raw ) ? raw.length : 0;
	} );
	if ( deferred ) {
		waiting.set( slide, ( supplied ) => {
			waiting.delete( slide );
			raw = supplied;
			layers = undefined;
		} );
	}
	return slide;
}

function defaultSettings(): ModuleSettingsView {
	const read = readData< ModuleSettingsView >( 'settings', {} );
	if ( ! read.success ) {
		throw new Error( read.error );
	}
	return read.data;
}

/**
 * The visitor runtime's normalisation: validates only the fields it reads
 * (so the view bundle carries only their schema) and applies the rules that
 * concern them; each slide's layers on first read (see lazySlide). The first
 * slide's layers are read at once, so a reply whose first slide is invalid
 * is not loadable. normaliseModule() in module.ts is the complete one.
 *
 * @param raw     The loaded reply.
 * @param invalid Told about a later slide's invalid layers.
 */
export function normaliseModuleView(
	raw: unknown,
	invalid: InvalidSlide = () => undefined
): NormaliseResult< LoadedModuleView > {
	const parsed = readData< ReplyHead >( 'reply', replyWithoutUnset( raw ) );
	if ( ! parsed.success ) {
		return parsed;
	}
	if ( ! parsed.data.success ) {
		return { success: false, error: 'success is false' };
	}
	const data = withSettings( parsed.data, defaultSettings() );
	const ctx = contextOf( data.settings );
	let first: string | undefined;
	const waiting = new Map< SlideView, ( raw: unknown ) => void >();
	const slides = data.slides.map( ( head, index ) =>
		lazySlide(
			head,
			ctx,
			( id, why ) =>
				index === 0 ? ( first = why ) : invalid( id, why ),
			waiting
		)
	);
	// Read now: the first slide is drawn at once anyway. A call, not `void slides[ 0 ]?.layers`:
	// the minifier drops a bare property read as free of side effects, and the build then
	// loaded a module whose first slide is invalid.
	if ( slides[ 0 ] ) {
		slideLayers.call( slides[ 0 ] );
	}
	if ( first !== undefined ) {
		return { success: false, error: `slides.0.${ first }` };
	}
	return {
		success: true,
		data: {
			...data,
			slides,
			static_slide:
				data.static_slide &&
				lazySlide( data.static_slide, ctx, invalid, waiting ),
			layerGradients: hasLayerGradient( record( raw )?.slides ),
			deferredLayers: {
				has: ( slide ) => waiting.has( slide ),
				supply: ( slide, supplied ) =>
					waiting.get( slide )?.( supplied ),
				count: ( slide ) => layerCounts.get( slide )?.() ?? 0,
			},
		},
	};
}
