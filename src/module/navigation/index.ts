import type { NavElement, Navigation } from '../../schema/navigation';
import { currentLevelIndex } from '../layout/level';
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
import { defaultElement } from './shell';
import type { NavPart } from './shell';
import { createSwipe } from './swipe';

export type NavigationPlayer = ProgressSource &
	AutoplayHold & { navOrder: () => readonly number[] };

/** The mobile device level index. */
const MOBILE = 4;

/**
 * The elements to build: those set in the settings; a slider with none set
 * gets arrows and bullets, as before navigation had settings.
 *
 * @param navigation The navigation settings.
 * @param type       The module type.
 */
export function elementsOf(
	navigation: Navigation,
	type = 'slider'
): Partial< Record< NavKind, NavElement > > {
	const set = Object.fromEntries(
		Object.entries( navigation ).filter(
			( entry ): entry is [ NavKind, NavElement ] =>
				entry[ 1 ]?.set === true
		)
	);
	if ( Object.keys( set ).length > 0 || type !== 'slider' ) {
		return set;
	}
	return { arrows: defaultElement(), bullets: defaultElement() };
}

export { visibleAt };

/**
 * Every navigation of a module, from its settings: arrows, bullets,
 * thumbnails, tabs and scrubber, each placed and shown per device level;
 * keyboard, swipe and wheel input; the progress bar. Returns one destroy.
 *
 * @param root          The module element.
 * @param module        The module API.
 * @param prepared      The prepared module.
 * @param player        The player's clock and autoplay hold.
 * @param features      The loaded features: each element kind, the progress
 *                      bar and the wheel come as a chunk of their own; one
 *                      that could not be loaded is left out.
 * @param reducedMotion Whether the visitor prefers reduced motion.
 */
export function createNavigation(
	root: HTMLElement,
	module: ModuleControls,
	prepared: PreparedModule,
	player: NavigationPlayer,
	features: LoadedFeatures,
	reducedMotion = false
): { destroy: () => void } {
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
	// Vertical modules (up/down keys, vertical swipes) come with the carousel issue.
	const vertical = false;

	// The item lists also follow hal (slides leaving navigation after N loops).
	const lists: ListControls = listControls( module, player.navOrder );
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
		createArrows( root, module, element, space )
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
		} )
	);
	parts.push( ...built.map( ( item ) => item.part ) );

	// Shown or hidden per device level, again whenever the window resizes.
	let level = -1;
	const applyLevel = () => {
		const next = currentLevelIndex();
		if ( next === level ) {
			return;
		}
		level = next;
		built.forEach( ( { element, part } ) =>
			part.nodes.forEach( ( node ) => {
				node.hidden = ! visibleAt( element, level );
			} )
		);
	};
	let frame = 0;
	const onResize = () => {
		cancelAnimationFrame( frame );
		frame = requestAnimationFrame( applyLevel );
	};
	applyLevel();
	window.addEventListener( 'resize', onResize );
	parts.push( {
		destroy() {
			cancelAnimationFrame( frame );
			window.removeEventListener( 'resize', onResize );
		},
	} );

	const animated = built.filter(
		( { element } ) => element.anim && element.anim !== 'none'
	);
	if ( animated.length > 0 ) {
		parts.push( createAutoHide( root, animated ) );
	}

	const { nav, pbar } = settings;
	if ( nav.keyboard ) {
		parts.push( createKeyboard( root, module, vertical ) );
	}
	if ( nav.swipe ) {
		parts.push(
			createSwipe( stage, module, {
				vertical,
				delay: 0,
				mobile: () => currentLevelIndex() >= MOBILE,
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
			} )
		);
	}

	return {
		destroy() {
			parts
				.splice( 0 )
				.reverse()
				.forEach( ( part ) => part.destroy() );
			reserved.forEach( ( [ name ], index ) =>
				root.style.setProperty( name, before[ index ] || null )
			);
		},
	};
}
