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
import { useFailedImage } from './images';
import { isFileLayer, useLayerParts } from './layer-parts';
import { useLayoutView } from './layout-context';
import { useToggle } from './layers/useToggle';

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

function Children( { layer, all }: LayerProps ) {
	return (
		<>
			{ all
				.filter(
					( child ) => String( child.pid ) === String( layer.id )
				)
				.map( ( child ) => (
					<Layer key={ child.id } layer={ child } all={ all } />
				) ) }
		</>
	);
}

const html = ( layer: LayerData, text: string ) => ( {
	// Cleaned with the allow-list the server's wp_kses uses.
	__html: richTextHtml( text, layer.type ),
} );

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

/**
 * The layer element itself: what its type renders, with the layer's box.
 *
 * @param props       The layer, its slide's layers, and its box style.
 * @param props.layer
 * @param props.all
 * @param props.style
 */
function Content( {
	layer,
	all,
	style,
}: LayerProps & { style: CSSProperties } ) {
	const toggle = useToggle( layer );
	const { gradientCss } = useLayoutView();
	// Video, audio and svg layers are drawn by a chunk of their own (./layer-parts.ts).
	const parts = useLayerParts( isFileLayer( layer.type ) );
	const failed = useFailedImage(
		layer.type === 'image' ? layer.content.src : undefined
	);
	const className = classNames(
		'stagecraft-module__layer',
		`stagecraft-module__layer--${ layer.type }`,
		filterClass( layer.mF ),
		layer.attr?.class
	);
	const common = {
		className,
		id: layer.attr?.id || undefined,
		'data-layer-id': layer.id,
		...clickable( layer ),
		...accAttributes( layer ),
		...toggle.attributes,
	};
	const box = { ...style, ...backgroundStyle( layer.bg, gradientCss ) };
	const inner = layer.attr?.iClass || undefined;

	if ( CONTAINERS.includes( layer.type ) ) {
		return (
			<div { ...common } style={ box }>
				<Children layer={ layer } all={ all } />
			</div>
		);
	}

	switch ( layer.type ) {
		case 'text': {
			const Tag = isTextTag( layer.tag ) ? layer.tag : GENERIC_LAYER_TAG;
			return (
				<Tag
					{ ...common }
					className={ classNames( className, inner ) }
					style={ box }
					dangerouslySetInnerHTML={ html( layer, toggle.text ) }
				/>
			);
		}
		case 'button': {
			const link = linkOf( layer );
			return link ? (
				<a
					{ ...common }
					className={ classNames( className, inner ) }
					style={ box }
					href={ link.link }
					target={ link.target || undefined }
					rel={ linkRel( link ) }
					dangerouslySetInnerHTML={ html( layer, toggle.text ) }
				/>
			) : (
				// Buttons without a link run their other actions (a later issue).
				<button
					{ ...common }
					className={ classNames( className, inner ) }
					style={ box }
					type="button"
					dangerouslySetInnerHTML={ html( layer, toggle.text ) }
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
					className={ classNames( className, inner ) }
					style={ { ...box, ...failed.style } }
					hidden={ failed.hidden }
					data-stagecraft-image={ failed[ 'data-stagecraft-image' ] }
					src={ layer.content.src }
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
			return <div { ...common } style={ box } aria-hidden="true" />;
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
						style={ box }
						inner={ inner }
					/>
				)
			);
		default:
			return null;
	}
}

/**
 * One layer in its wrapper. The wrapper takes the position, size and static
 * transforms of the current device level; the layer element inside keeps its
 * box, and animations move it without disturbing the wrapper's placement.
 *
 * @param props       The layer and its slide's layers.
 * @param props.layer
 * @param props.all
 */
export function Layer( { layer, all }: LayerProps ) {
	const { level, editMode } = useLayoutView();
	const style = layerStyle( layer, level, editMode );
	return (
		<div
			className={ classNames(
				'stagecraft-module__layer-wrap',
				`stagecraft-module__layer-wrap--${ layer.type }`,
				style.absolute && 'is-absolute',
				style.sized && 'is-sized',
				layer.attr?.wrapClass
			) }
			id={ layer.attr?.wrapId || undefined }
			data-wrap-of={ layer.id }
			// Visibility per device level (spec section 3, vis).
			hidden={ ! style.visible }
			style={ style.wrap as CSSProperties }
		>
			<Content
				layer={ layer }
				all={ all }
				style={ style.layer as CSSProperties }
			/>
		</div>
	);
}
