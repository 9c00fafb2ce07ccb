import { __, sprintf } from '../../i18n/visitor';
import { bindLayer, bindValue, fieldsOf } from './bind';

type Raw = Record< string, unknown >;

const isRecord = ( value: unknown ): value is Raw =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * The module's settings, under either name the server may use.
 * @param raw
 */
export function settingsOf( raw: Raw ): Raw {
	if ( isRecord( raw.settings ) ) {
		return raw.settings;
	}
	return isRecord( raw.slider_params ) ? raw.slider_params : {};
}

/**
 * The stream source a module reads (settings.source.type), or '' for a
 * module with slides of its own.
 *
 * @param raw Module data as loaded.
 */
export function streamSourceOf( raw: unknown ): string {
	if ( ! isRecord( raw ) ) {
		return '';
	}
	const source = settingsOf( raw ).source;
	return isRecord( source ) && typeof source.type === 'string'
		? source.type
		: '';
}

// A bound slide keeps no background image the item lacks (an empty src draws nothing).
function withoutEmptyImage( slide: Raw ): Raw {
	const bg = isRecord( slide.bg ) ? slide.bg : null;
	if ( bg && isRecord( bg.image ) && ! bg.image.src ) {
		const { image: _dropped, ...rest } = bg;
		return { ...slide, bg: rest };
	}
	return slide;
}

/**
 * Module data with its slides cloned from the template slides, one per
 * stream item in the feed's order, each item's fields bound in (spec
 * section 4). An item names its template (sourceSlideId); otherwise the
 * templates take the items in turn.
 *
 * @param raw   Module data as loaded (its slides are the templates).
 * @param items The stream items.
 * @param lang  The page's language, for dates.
 */
export function cloneStreamSlides(
	raw: Raw,
	items: readonly Raw[],
	lang?: string
): Raw {
	const templates = ( Array.isArray( raw.slides ) ? raw.slides : [] ).filter(
		isRecord
	);
	if ( templates.length === 0 ) {
		return raw;
	}
	const byId = new Map(
		templates.map( ( slide ) => [ String( slide.id ), slide ] )
	);
	const slides = items.map( ( item, index ) => {
		const template =
			byId.get( String( item.sourceSlideId ) ) ??
			templates[ index % templates.length ];
		const fields = fieldsOf( item, lang );
		const { layers, ...own } = template;
		const slide = bindValue( own, fields ) as Raw;
		return withoutEmptyImage( {
			...slide,
			// Unique per clone: one template makes many slides.
			id: `${ String( template.id ) }-${ index + 1 }`,
			order: index,
			layers: Array.isArray( layers )
				? layers.map( ( layer ) => bindLayer( layer, fields ) )
				: layers,
		} );
	} );
	return { ...raw, slides };
}

/** Source names as their owners write them, for the error slide. */
const SOURCE_NAMES: Readonly< Record< string, string > > = {
	woo: 'WooCommerce',
	youtube: 'YouTube',
};

const sourceName = ( source: string ) =>
	SOURCE_NAMES[ source ] ??
	source.charAt( 0 ).toUpperCase() + source.slice( 1 );

// The warning sign, as text: it needs no file and scales with the layer.
const WARNING_ICON = '\u26a0';

const centred = ( y: number ) => ( {
	pos: { pos: 'absolute', h: 'center', v: 'middle', x: 0, y },
} );

/**
 * The module turned into the error slide of an empty or failed feed (spec
 * section 8): a hero with one white slide, a warning icon, the title
 * 'There is nothing to show here!' and '{source} reports: Please check the
 * settings'.
 *
 * @param raw    Module data as loaded.
 * @param source The stream source's name (settings.source.type).
 */
export function errorModule( raw: Raw, source: string ): Raw {
	const settings = settingsOf( raw );
	const text = ( id: number, tag: string, content: string, y: number ) => ( {
		id,
		alias: tag === 'h2' ? 'Title' : 'Subtitle',
		pid: -1,
		type: 'text',
		tag,
		content: { text: content },
		attr: { class: 'stagecraft-stream-error__text' },
		...centred( y ),
	} );
	return {
		...raw,
		settings: {
			...settings,
			type: 'hero',
			bg: { color: '#ffffff' },
			source: undefined,
		},
		slider_params: undefined,
		static_slide: undefined,
		slides: [
			{
				id: 'stream-error',
				title: __( 'There is nothing to show here!', 'stagecraft' ),
				order: 0,
				bg: { color: '#ffffff' },
				layers: [
					{
						id: 1,
						alias: 'Warning',
						pid: -1,
						type: 'text',
						tag: 'div',
						content: { text: WARNING_ICON },
						attr: { class: 'stagecraft-stream-error__icon' },
						...centred( -90 ),
					},
					text(
						2,
						'h2',
						__( 'There is nothing to show here!', 'stagecraft' ),
						0
					),
					text(
						3,
						'p',
						sprintf(
							/* translators: %s: the stream source, such as Instagram */
							__(
								'%s reports: Please check the settings',
								'stagecraft'
							),
							sourceName( source )
						),
						60
					),
				],
			},
		],
	};
}
