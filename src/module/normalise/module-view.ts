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
import { timelineSharer } from './shared-timelines';
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
	const share = timelineSharer();
	return {
		success: true,
		data: uniqueLayerIds( layers ).map( ( layer ) =>
			normaliseLayerView( layer, ctx, share )
		),
	};
}

/** Where a slide's layers come from, until and after their first read. */
interface LayerSource {
	/** The layers as loaded; dropped once read. */
	raw: unknown;
	/** The layers once read (none while deferred). */
	layers: LayerView[] | undefined;
	/** Sent without its layers, which have not been supplied yet. */
	deferred: boolean;
	ctx: NormaliseContext;
	invalid: InvalidSlide;
}

// Each slide's layer source, read by one shared getter. A getter or reader closure of each slide's
// own cost heap per slide: its own hidden class past a few hundred slides (about 400 bytes more),
// then two closures and their contexts (about 100 bytes more) at 1000 slides (issue 14).
const sources = new WeakMap< SlideView, LayerSource >();

function readSlideLayers( slide: SlideView ): LayerView[] {
	const source = sources.get( slide );
	if ( ! source ) {
		return [];
	}
	if ( ! source.layers ) {
		const read = readLayers( source.raw, source.ctx );
		if ( ! read.success ) {
			source.invalid( slide.id, read.error );
		}
		source.layers = read.success ? read.data : [];
		// The loaded copy is not needed again: kept, it doubled every read slide's layers in memory.
		source.raw = undefined;
	}
	return source.layers;
}

function slideLayers( this: SlideView ): LayerView[] {
	return readSlideLayers( this );
}

const deferredLayers: DeferredLayers = {
	has: ( slide ) => sources.get( slide )?.deferred === true,
	supply: ( slide, supplied ) => {
		const source = sources.get( slide );
		if ( source?.deferred ) {
			source.deferred = false;
			source.raw = supplied;
			source.layers = undefined;
		}
	},
	count: ( slide ) => {
		const source = sources.get( slide );
		if ( source?.layers ) {
			return source.layers.length;
		}
		return Array.isArray( source?.raw ) ? source.raw.length : 0;
	},
};

/**
 * A slide whose layers are validated and normalised on first read; invalid
 * layers read as none, and `invalid` says why. A deferred slide reads as
 * having none until its layers are supplied.
 *
 * @param head    The slide's validated fields, layers as loaded.
 * @param ctx     The module's context.
 * @param invalid Told about invalid layers.
 */
function lazySlide(
	head: SlideHead,
	ctx: NormaliseContext,
	invalid: InvalidSlide
): SlideView {
	const { layers: loaded, deferred, ...fields } = head;
	const { layers: noLayers, ...normalised } = normaliseSlideView(
		{ ...fields, layers: [] },
		ctx
	);
	const slide = normalised as SlideView;
	Object.defineProperty( slide, 'layers', {
		enumerable: true,
		get: slideLayers,
	} );
	sources.set( slide, {
		raw: loaded,
		layers: deferred ? noLayers : undefined,
		deferred: Boolean( deferred ),
		ctx,
		invalid,
	} );
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
	let readingFirst = false;
	// One reporter for all slides: the first slide's invalid layers make the module unloadable.
	const report: InvalidSlide = ( id, why ) =>
		readingFirst ? ( first = why ) : invalid( id, why );
	const slides = data.slides.map( ( head ) =>
		lazySlide( head, ctx, report )
	);
	// Read now: the first slide is drawn at once anyway. A call, not `void slides[ 0 ]?.layers`:
	// the minifier drops a bare property read as free of side effects, and the build then
	// loaded a module whose first slide is invalid.
	if ( slides[ 0 ] ) {
		readingFirst = true;
		readSlideLayers( slides[ 0 ] );
		readingFirst = false;
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
				lazySlide( data.static_slide, ctx, invalid ),
			layerGradients: hasLayerGradient( record( raw )?.slides ),
			deferredLayers,
		},
	};
}
