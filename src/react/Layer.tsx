import type { CSSProperties } from 'react';
import { layerStyle } from '../module/layout/layer-style';
import { linkRel } from '../module/normalise/links';
import { richTextHtml } from '../module/normalise/rich-text';
import {
	GENERIC_LAYER_TAG,
	LAYER_FILTER_CLASSES,
	TEXT_LAYER_TAGS,
} from '../schema/constants';
import type { LayerView as LayerData } from '../schema/layer-view';
import { backgroundStyle } from './background';
import { candidates, failedImage } from './images';
import { isFileLayer, useLayerParts } from './layer-parts';
import type { LayerParts } from './layer-parts';
import { useLayoutView } from './layout-context';
import type { LayoutView } from './layout-context';
import { hasToggle, useToggle } from './layers/useToggle';
import type { ToggleAttributes } from './layers/useToggle';

type TextTag = ( typeof TEXT_LAYER_TAGS )[ number ];

// Server data names the tag; only these reach the DOM (the server uses the same list).
function isTextTag( tag: string ): tag is TextTag {
	return ( TEXT_LAYER_TAGS as readonly string[] ).includes( tag );
}

const CONTAINERS = [ 'container', 'group', 'row', 'column', 'zone' ];

interface LayerProps {
	layer: LayerData;
	/** Every layer of the slide, for the children of containers (by pid). */
	all: readonly LayerData[];
}

// A container's layers (by pid), drawn in it.
function children(
	layer: LayerData,
	all: readonly LayerData[],
	view: LayoutView
) {
	return all
		.filter( ( child ) => String( child.pid ) === String( layer.id ) )
		.map( ( child ) => drawLayer( child, all, view ) );
}

const html = ( layer: LayerData, text: string ) => {
	// Cleaned with the allow-list the server's wp_kses uses.
	const cleaned = richTextHtml( text, layer.type );
	// Text that needed no cleaning is the layer's own string, not a second copy per layer.
	return { __html: cleaned === text ? text : cleaned };
};

/**
 * A layer's link action, when it has one with an address (buttons and images become links).
 *
 * @param layer The layer.
 */
const linkOf = ( layer: LayerData ) =>
	layer.actions.find(
		( action ) =>
			action.a === 'link' &&
			( action.evt || 'click' ) === 'click' &&
			action.link
	);

// A layer that acts on click but renders as no button or link is operated as a button.
const clickable = ( layer: LayerData ) =>
	layer.type !== 'button' &&
	! linkOf( layer ) &&
	layer.actions.some( ( action ) => ( action.evt || 'click' ) === 'click' )
		? { role: 'button', tabIndex: 0 }
		: {};

const classNames = ( ...names: Array< string | undefined | false > ) =>
	names.filter( Boolean ).join( ' ' );

const HASPOPUP = [
	'true',
	'false',
	'menu',
	'listbox',
	'tree',
	'grid',
	'dialog',
] as const;

function haspopup( value: boolean | string | undefined ) {
	const text = value === undefined ? '' : String( value );
	return HASPOPUP.find( ( allowed ) => allowed === text );
}

// A known filter class only: mF is stored text, not a class list.
function filterClass( mF: string | undefined ) {
	const known: readonly string[] = LAYER_FILTER_CLASSES;
	return mF && known.includes( mF ) ? `stagecraft-mf-${ mF }` : undefined;
}

// Accessibility fields reach the layer only when the module enabled them (normalised).
function accAttributes( layer: LayerData ) {
	const acc = layer.acc;
	if ( ! acc ) {
		return {};
	}
	return {
		'aria-label': acc.label || undefined,
		role: acc.role || undefined,
		'aria-haspopup': haspopup( acc.haspopup ),
		'aria-labelledby': acc.labeledby || undefined,
		'aria-hidden': acc.hidden ? true : undefined,
	};
}

// What one layer draws with: its data, box, the layout view, and the text and attributes of a toggle.
interface Drawing extends LayerProps {
	style: CSSProperties | undefined;
	view: LayoutView;
	text: string;
	toggled: ToggleAttributes;
	parts: LayerParts | null;
}

const NO_ATTRIBUTES: ToggleAttributes = {};

// An empty style is no style: React keeps no object for it, per layer element.
const styleOf = ( style: object ): CSSProperties | undefined =>
	Object.keys( style ).length > 0 ? ( style as CSSProperties ) : undefined;

// Class lists repeat from layer to layer: one copy of each, not one string per layer.
const classLists = new Map< string, string >();
const CLASS_LISTS_KEPT = 256;
function shared( list: string ): string {
	const known = classLists.get( list );
	if ( known !== undefined ) {
		return known;
	}
	if ( classLists.size < CLASS_LISTS_KEPT ) {
		classLists.set( list, list );
	}
	return list;
}

/**
 * The layer element itself: what its type renders, with the layer's box. A plain function, not a
 * component: a slide of hundreds of layers keeps no hooks or fiber per layer for it.
 *
 * @param drawing What the layer draws with.
 */
function content( drawing: Drawing ) {
	const { layer, all, style, view, text, toggled, parts } = drawing;
	const failed = failedImage(
		layer.type === 'image' ? layer.content.src : undefined,
		view.failedImages
	);
	const className = shared(
		classNames(
			'stagecraft-module__layer',
			`stagecraft-module__layer--${ layer.type }`,
			filterClass( layer.mF ),
			layer.attr?.class
		)
	);
	// Props React would keep as undefined are left out: a layer's props then fit V8's object
	// without a second store, for hundreds of layers.
	const common = {
		className,
		...( layer.attr?.id ? { id: layer.attr.id } : {} ),
		'data-layer-id': layer.id,
		...clickable( layer ),
		...accAttributes( layer ),
		...toggled,
	};
	const background = backgroundStyle( layer.bg, view.gradientCss );
	const box =
		background && Object.keys( background ).length > 0
			? { ...style, ...background }
			: style;
	const boxed = box ? { style: box } : {};
	const inner = layer.attr?.iClass || undefined;
	const withInner = inner
		? shared( classNames( className, inner ) )
		: className;

	if ( CONTAINERS.includes( layer.type ) ) {
		return (
			<div { ...common } { ...boxed }>
				{ children( layer, all, view ) }
			</div>
		);
	}

	switch ( layer.type ) {
		case 'text': {
			const Tag = isTextTag( layer.tag ) ? layer.tag : GENERIC_LAYER_TAG;
			return (
				<Tag
					{ ...common }
					className={ withInner }
					{ ...boxed }
					dangerouslySetInnerHTML={ html( layer, text ) }
				/>
			);
		}
		case 'button': {
			const link = linkOf( layer );
			return link ? (
				<a
					{ ...common }
					className={ withInner }
					{ ...boxed }
					href={ link.link }
					target={ link.target || undefined }
					rel={ linkRel( link ) }
					dangerouslySetInnerHTML={ html( layer, text ) }
				/>
			) : (
				// Buttons without a link run their other actions (a later issue).
				<button
					{ ...common }
					className={ withInner }
					{ ...boxed }
					type="button"
					dangerouslySetInnerHTML={ html( layer, text ) }
				/>
			);
		}
		case 'image': {
			if ( ! layer.content.src ) {
				return null;
			}
			const link = linkOf( layer );
			const image = (
				<img
					{ ...common }
					className={ withInner }
					style={ failed.style ? { ...box, ...failed.style } : box }
					hidden={ failed.hidden }
					data-stagecraft-image={ failed[ 'data-stagecraft-image' ] }
					src={ layer.content.src }
					{ ...candidates( layer.content ) }
					width={ layer.content.width }
					height={ layer.content.height }
					alt={ layer.content.alt ?? '' }
					decoding="async"
				/>
			);
			// A linked image is the link's content: its alt text names the link.
			return link ? (
				<a
					className="stagecraft-module__image-link"
					href={ link.link }
					target={ link.target || undefined }
					rel={ linkRel( link ) }
				>
					{ image }
				</a>
			) : (
				image
			);
		}
		case 'shape':
			return <div { ...common } { ...boxed } aria-hidden="true" />;
		case 'linebreak':
			return <div { ...common } aria-hidden="true" />;
		case 'svg':
			return (
				parts && (
					<parts.Svg
						src={ layer.content.src ?? '' }
						className={ className }
						layerId={ layer.id }
						label={ layer.content.alt }
						stroke={ layer.content.stroke }
					/>
				)
			);
		case 'video':
		case 'audio':
			return (
				parts && (
					<parts.MediaLayer
						layer={ layer }
						attributes={ common }
						style={ box ?? {} }
						inner={ inner }
					/>
				)
			);
		default:
			return null;
	}
}

type ContentProps = Omit< Drawing, 'text' | 'toggled' | 'parts' >;

// A layer with toggle text keeps its state: the only text layers with hooks of their own.
function ToggleContent( props: ContentProps ) {
	const toggle = useToggle( props.layer );
	return content( {
		...props,
		text: toggle.text,
		toggled: toggle.attributes,
		parts: null,
	} );
}

// Video, audio and svg layers are drawn by a chunk of their own (./layer-parts.ts).
function FileContent( props: ContentProps ) {
	const toggle = useToggle( props.layer );
	const parts = useLayerParts( true );
	return content( {
		...props,
		text: toggle.text,
		toggled: toggle.attributes,
		parts,
	} );
}

/**
 * One layer in its wrapper. The wrapper takes the position, size and static
 * transforms of the current device level; the layer element inside keeps its
 * box, and animations move it without disturbing the wrapper's placement. A plain function
 * (its slide calls it): a slide of hundreds of layers keeps no component per layer.
 *
 * @param layer The layer.
 * @param all   Its slide's layers (a container's children among them).
 * @param view  The layout view.
 */
export function drawLayer(
	layer: LayerData,
	all: readonly LayerData[],
	view: LayoutView
) {
	const style = layerStyle( layer, view.level, view.editMode );
	const drawn = {
		layer,
		all,
		style: styleOf( style.layer ),
		view,
	};
	const wrapStyle = styleOf( style.wrap );
	const wrap = {
		className: shared(
			classNames(
				'stagecraft-module__layer-wrap',
				`stagecraft-module__layer-wrap--${ layer.type }`,
				style.absolute && 'is-absolute',
				style.sized && 'is-sized',
				layer.attr?.wrapClass
			)
		),
		...( layer.attr?.wrapId ? { id: layer.attr.wrapId } : {} ),
		'data-wrap-of': layer.id,
		// Visibility per device level (spec section 3, vis).
		...( style.visible ? {} : { hidden: true } ),
		...( wrapStyle ? { style: wrapStyle } : {} ),
	};
	let child;
	if ( isFileLayer( layer.type ) ) {
		child = <FileContent { ...drawn } />;
	} else if ( hasToggle( layer ) ) {
		child = <ToggleContent { ...drawn } />;
	} else {
		child = content( {
			...drawn,
			text: layer.content.text ?? '',
			toggled: NO_ATTRIBUTES,
			parts: null,
		} );
	}
	return (
		<div key={ layer.id } { ...wrap }>
			{ child }
		</div>
	);
}

/**
 * drawLayer as a component, for a caller without the layout view at hand.
 *
 * @param props       The layer and its slide's layers.
 * @param props.layer
 * @param props.all
 */
export function Layer( { layer, all }: LayerProps ) {
	return drawLayer( layer, all, useLayoutView() );
}
