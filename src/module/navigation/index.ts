import type { NavElement } from '../../schema/navigation';
import { partStore } from '../events/store';
import type { EventStore } from '../events/store';
import { currentLevelIndex } from '../layout/level';
import type { Layout } from '../layout/layout';
import type { PreparedModule } from '../prepare';
import type { ModuleControls } from '../types';
import type { LoadedFeatures } from '../features/registry';
import { createAutoHide } from './autohide';
import type { NavKind } from './constants';
import { listControls } from './items';
import type { ListControls } from './items';
import { createKeyboard } from './keyboard';
import { outerSpace, outerStyle, visibleAt } from './place';
import type { ProgressSource } from './progress';
import type { AutoplayHold } from './scrubber';
import { elementsOf } from './elements';
import type { NavPart } from './shell';
import { createSwipe } from './swipe';

export type NavigationPlayer = ProgressSource &
	AutoplayHold & { navOrder: () => readonly number[] };

/** The mobile device level index. */
const MOBILE = 4;

export { elementsOf } from './elements';
export { visibleAt };

/**
 * Slide pickers in the order one is chosen as the module's single Tab stop
 * for picking slides: the most descriptive names first (tabs and thumbnails
 * name the slide's title, bullets only its number).
 */
export const PICKER_PRIORITY: readonly NavKind[] = [
	'tabs',
	'thumbs',
	'bullets',
	'scrubber',
];

/**
 * Bullets, thumbnails, tabs and the scrubber all pick a slide: a keyboard
 * visitor gets one Tab stop for them (issue 22 counted 15 Tab stops in one
 * slider). The others stay operable with a pointer, and with arrow keys once
 * focused, and are still read by screen readers.
 *
 * @param built The navigation parts built, by kind.
 * @param shown Whether a part shows at the device level now.
 */
export function choosePickerStop(
	built: ReadonlyArray< { kind: NavKind; part: NavPart } >,
	shown: ( part: NavPart ) => boolean = () => true
) {
	const pickers = built.filter( ( { part } ) => part.setTabStop );
	const candidates = pickers.filter( ( { part } ) => shown( part ) );
	const rank = ( kind: NavKind ) => PICKER_PRIORITY.indexOf( kind );
	const stop = candidates.reduce< { kind: NavKind } | null >(
		( best, item ) =>
			! best || rank( item.kind ) < rank( best.kind ) ? item : best,
		null
	);
	pickers.forEach( ( item ) => item.part.setTabStop?.( item === stop ) );
}

export interface NavigationOptions {
	/** Whether the visitor prefers reduced motion. */
	reducedMotion?: boolean;
	/** The layout engine: its device level shows and hides each element. */
	layout?: Pick< Layout, 'level' | 'subscribe' >;
	/** The module's event store. */
	store?: EventStore;
}

/**
 * Every navigation of a module, from its settings: arrows, bullets,
 * thumbnails, tabs and scrubber, each placed and shown per device level;
 * keyboard, swipe and wheel input; the progress bar. Returns one destroy.
 *
 * @param root     The module element.
 * @param module   The module API.
 * @param prepared The prepared module.
 * @param player   The player's clock and autoplay hold.
 * @param features The loaded features: each element kind, the progress bar
 *                 and the wheel come as a chunk of their own; one that could
 *                 not be loaded is left out.
 * @param options  Reduced motion, the layout engine and the event store.
 */
export function createNavigation(
	root: HTMLElement,
	module: ModuleControls,
	prepared: PreparedModule,
	player: NavigationPlayer,
	features: LoadedFeatures,
	options: NavigationOptions = {}
): { destroy: () => void } {
	const { reducedMotion = false } = options;
	const { settings, slides, navSlideOrder, slideOrder } = prepared;
	const parts: Array< { destroy: () => void } > = [];
	if ( settings.type === 'hero' || slides.length < 2 ) {
		return { destroy() {} };
	}
	const elements = elementsOf( settings.navigation, settings.type );
	const space = outerSpace( elements );
	// The server printed the same values; set here for markup it did not print.
	const reserved = Object.entries( outerStyle( space ) );
	const before = reserved.map( ( [ name ] ) =>
		root.style.getPropertyValue( name )
	);
	reserved.forEach( ( [ name, value ] ) =>
		root.style.setProperty( name, value )
	);
	const stage =
		root.querySelector< HTMLElement >( '.stagecraft-module__stage' ) ??
		root;
	// A vertical carousel: up and down keys and vertical swipes change slides.
	const vertical =
		settings.type === 'carousel' &&
		settings.carousel.direction === 'vertical';

	const events = partStore( root, options.store );
	const store = events;
	// Without a layout engine (tests), the level of the window now.
	const levels = options.layout ?? {
		level: currentLevelIndex( events.win ),
		subscribe: () => () => {},
	};

	// The item lists also follow hal (slides leaving navigation after N loops).
	const lists: ListControls = {
		...listControls( module, player.navOrder ),
		store,
	};
	const built: Array< {
		element: NavElement;
		kind: NavKind;
		part: NavPart;
	} > = [];
	const build = < K extends NavKind >(
		kind: K,
		make: (
			feature: NonNullable< LoadedFeatures[ K ] >,
			element: NavElement
		) => NavPart
	) => {
		const element = elements[ kind ];
		const feature = features[ kind ];
		if ( element && feature ) {
			built.push( {
				element,
				kind,
				part: make(
					feature as NonNullable< LoadedFeatures[ K ] >,
					element
				),
			} );
		}
	};
	build( 'arrows', ( { createArrows }, element ) =>
		createArrows( root, module, element, space, store )
	);
	build( 'bullets', ( { createBullets }, element ) =>
		createBullets( root, lists, navSlideOrder, element, space )
	);
	build( 'thumbs', ( { createThumbs }, element ) =>
		createThumbs( root, lists, slides, navSlideOrder, element, space )
	);
	build( 'tabs', ( { createTabs }, element ) =>
		createTabs( root, lists, slides, navSlideOrder, element, space )
	);
	build( 'scrubber', ( { createScrubber }, element ) =>
		createScrubber( root, module, {
			element,
			order: navSlideOrder,
			player,
			reducedMotion,
			space,
			store,
		} )
	);
	parts.push( ...built.map( ( item ) => item.part ) );

	// Shown or hidden per device level: the layout engine's, as it changes.
	// The pickers' Tab stop moves to one that shows.
	const applyLevel = () => {
		built.forEach( ( { element, part } ) =>
			part.nodes.forEach( ( node ) => {
				node.hidden = ! visibleAt( element, levels.level );
			} )
		);
		choosePickerStop(
			built,
			( part ) => ! part.nodes.every( ( node ) => node.hidden )
		);
	};
	applyLevel();
	events.defer( levels.subscribe( applyLevel ) );

	const animated = built.filter(
		( { element } ) => element.anim && element.anim !== 'none'
	);
	if ( animated.length > 0 ) {
		parts.push( createAutoHide( root, animated, store ) );
	}

	const { nav, pbar } = settings;
	if ( nav.keyboard ) {
		parts.push(
			createKeyboard( root, module, vertical, undefined, store )
		);
	}
	// A carousel drags its track: no swipe on top of it.
	const dragged = settings.type === 'carousel' && !! features.carousel;
	if ( nav.swipe && ! dragged ) {
		parts.push(
			createSwipe( stage, module, {
				vertical,
				delay: 0,
				mobile: () => levels.level >= MOBILE,
				store,
			} )
		);
	}
	if ( nav.wheel.set && features.wheel ) {
		const { createWheel } = features.wheel;
		const at = ( position: number ) => () =>
			module.current()?.index === slideOrder[ position ];
		parts.push(
			createWheel( root, module, {
				settings: nav.wheel,
				atFirst: at( 0 ),
				atLast: at( slideOrder.length - 1 ),
				store,
			} )
		);
	}
	if ( pbar.set && features.progress ) {
		const { createProgress } = features.progress;
		parts.push(
			createProgress( root, module, {
				settings: pbar,
				player,
				order: slideOrder,
				store,
			} )
		);
	}

	return {
		destroy() {
			parts
				.splice( 0 )
				.reverse()
				.forEach( ( part ) => part.destroy() );
			events.clear();
			reserved.forEach( ( [ name ], index ) =>
				root.style.setProperty( name, before[ index ] || null )
			);
		},
	};
}
