import type { Action } from '../../schema/action';
import type { ModuleResources } from '../lifecycle/resources';
import { elementsOf } from '../navigation/elements';
import type { PreparedModule } from '../prepare';
import type { FeatureName } from './registry';

/** Action kinds that need the modal feature. */
const MODAL_ACTIONS = [ 'openmodal', 'closemodal' ];

/**
 * A click link to another address: the rendered <a> follows it with no script. Hash links
 * scroll on the page (offset, speed), which is the actions feature's work.
 *
 * @param action The action.
 */
const plainLink = ( action: Action ) =>
	action.a === 'link' &&
	( action.evt || 'click' ) === 'click' &&
	action.ltype !== 'hash' &&
	! ( action.link ?? '' ).startsWith( '#' );

// An effect is on when its group has a non-zero depth or fade.
const hasEffect = ( group: Record< string, unknown > | undefined ) =>
	[ group?.d, group?.fade ].some( ( v ) => Number( v ?? 0 ) !== 0 );

/** Navigation elements with a feature each, in build order. */
const NAV_FEATURES = [
	'arrows',
	'bullets',
	'thumbs',
	'tabs',
	'scrubber',
] as const;

/**
 * The features a module uses, from its data: the same rule as the server's
 * data-stagecraft-features hint (php/Blocks/ModuleFeatures.php; both are
 * checked against tests/fixtures/module-features.json). The hint lets the
 * chunks load alongside the data; this is the word once the data is in.
 *
 * @param module The prepared module.
 * @param needs  Its fonts and add-on files.
 */
export function featuresOf(
	module: PreparedModule,
	needs: ModuleResources
): FeatureName[] {
	const { settings, slides } = module;
	const names: FeatureName[] = [];
	// Heroes and single slides have no navigation (createNavigation); a stream makes many slides.
	const many = slides.length > 1 || settings.source.type !== undefined;
	if ( settings.type !== 'hero' && many ) {
		const elements = elementsOf( settings.navigation, settings.type );
		names.push( ...NAV_FEATURES.filter( ( kind ) => elements[ kind ] ) );
		if ( settings.pbar.set ) {
			names.push( 'progress' );
		}
		if ( settings.nav.wheel.set ) {
			names.push( 'wheel' );
		}
		if ( settings.type === 'carousel' ) {
			names.push( 'carousel' );
		}
	}
	if ( needs.fonts.length > 0 ) {
		// The font loader fetches stylesheets through the resource loader.
		names.push( 'fonts', 'resources' );
	} else if ( needs.urls.length > 0 ) {
		names.push( 'resources' );
	}
	// Layers are read when their slide is drawn; the loader noted their gradients.
	const gradients =
		module.layerGradients === true ||
		settings.bg.gradient !== undefined ||
		slides.some( ( slide ) => slide.bg.gradient !== undefined );
	if ( gradients ) {
		names.push( 'gradient' );
	}
	// Layer actions (and custom events), and modals: opened as one, or by an action.
	const layers = slides.flatMap( ( slide ) => slide.layers );
	const acts = layers.some(
		( l ) => l.actions.some( ( a ) => ! plainLink( a ) ) || l.listen?.length
	);
	if ( acts ) {
		names.push( 'actions' );
	}
	const opensModal = layers.some( ( l ) =>
		l.actions.some( ( a ) => MODAL_ACTIONS.includes( a.a ?? '' ) )
	);
	if ( settings.type === 'modal' || opensModal ) {
		names.push( 'modal' );
	}
	// Pointer and scroll effects: a layer's mod.mouse or mod.scroll, or the scroll timeline.
	const moves = layers.some(
		( l ) => hasEffect( l.mod?.mouse ) || hasEffect( l.mod?.scroll )
	);
	if ( moves || settings.sbt.use ) {
		names.push( 'effects' );
	}
	// A stream source: the slides are cloned from its items.
	if ( settings.source.type ) {
		names.push( 'streams' );
	}
	// Layers that ease to a hover frame on pointer enter and focus (src/module/layers/hover.ts).
	if ( layers.some( ( l ) => l.hov?.use ) ) {
		names.push( 'hover' );
	}
	return names;
}
