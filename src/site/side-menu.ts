// Side menus (spec site.md section 2): inside the side slide the submenus are either toggled in
// place or replace the list, with a breadcrumb of back links to every level above; a slide with
// main and secondary menus may show them as tabs. Buttons come from php/Site/MenuWalker.php.
import { createTabs } from './tabs';

export type SubmenuMode = 'nested' | 'toggle' | 'replace';

export type SideMenu = {
	/** Ids of the submenus from the top level down to the one shown (replace mode). */
	path: () => string[];
	back: ( depth: number ) => void;
	destroy: () => void;
};

export type Crumb = { label: string; id: string | null };

/**
 * The breadcrumb for a path of submenus: the top level first, the current level last.
 * @param path     Submenu ids, outermost first.
 * @param titleOf  Title of a submenu's parent item.
 * @param topLabel Label of the top level.
 */
export function breadcrumb(
	path: string[],
	titleOf: ( id: string ) => string,
	topLabel: string
): Crumb[] {
	return [
		{ label: topLabel, id: null },
		...path.map( ( id ) => ( { label: titleOf( id ), id } ) ),
	];
}

export function submenuMode( value: string | undefined ): SubmenuMode {
	return value === 'toggle' || value === 'replace' ? value : 'nested';
}

export function createSideMenu(
	slide: HTMLElement,
	topLabel: string,
	backLabel: ( title: string ) => string
): SideMenu {
	const mode = submenuMode( slide.dataset.submenus );
	const nav = slide.querySelector< HTMLElement >( '.stagecraft-side-menu' );
	const crumbs = slide.querySelector< HTMLOListElement >(
		'.stagecraft-side-menu__breadcrumb'
	);
	const tabs = createTabs(
		slide.querySelector< HTMLElement >( '.stagecraft-side-slide__tabs' )
	);
	let path: string[] = [];

	const byId = ( id: string ) => document.getElementById( id );
	const buttonFor = ( id: string ) =>
		Array.from(
			slide.querySelectorAll< HTMLButtonElement >(
				'button.stagecraft-menu__disclosure'
			)
		).find( ( b ) => b.getAttribute( 'aria-controls' ) === id );
	const titleOf = ( id: string ) => byId( id )?.dataset.parentTitle ?? '';

	const render = () => {
		if ( ! nav || ! crumbs ) {
			return;
		}
		slide
			.querySelectorAll( '.sub-menu.is-current' )
			.forEach( ( el ) => el.classList.remove( 'is-current' ) );
		const current = path[ path.length - 1 ];
		if ( current ) {
			byId( current )?.classList.add( 'is-current' );
		}
		nav.classList.toggle( 'is-replaced', path.length > 0 );
		crumbs.hidden = path.length === 0;
		crumbs.replaceChildren(
			...breadcrumb( path, titleOf, topLabel ).map( ( crumb, depth ) => {
				const li = document.createElement( 'li' );
				if ( depth === path.length ) {
					li.textContent = crumb.label;
					li.setAttribute( 'aria-current', 'location' );
				} else {
					const button = document.createElement( 'button' );
					button.type = 'button';
					button.textContent = crumb.label;
					button.setAttribute(
						'aria-label',
						backLabel( crumb.label )
					);
					button.dataset.backTo = String( depth );
					li.append( button );
				}
				return li;
			} )
		);
	};

	const back = ( depth: number ) => {
		const left = path[ depth ];
		path = path.slice( 0, depth );
		render();
		// Back where the visitor came from: the button that opened the level just left.
		if ( left ) {
			buttonFor( left )?.focus();
		}
	};

	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const backTo = target?.closest< HTMLElement >( '[data-back-to]' );
		if ( backTo ) {
			back( Number( backTo.dataset.backTo ) );
			return;
		}
		const button = target?.closest< HTMLButtonElement >(
			'button.stagecraft-menu__disclosure'
		);
		const id = button?.getAttribute( 'aria-controls' ) ?? '';
		const submenu = id ? byId( id ) : null;
		if ( ! button || ! submenu ) {
			return;
		}
		if ( mode === 'toggle' ) {
			const on = button.getAttribute( 'aria-expanded' ) !== 'true';
			button.setAttribute( 'aria-expanded', String( on ) );
			submenu.classList.toggle( 'is-open', on );
			return;
		}
		if ( mode === 'replace' ) {
			button.setAttribute( 'aria-expanded', 'true' );
			path = [ ...path, id ];
			render();
			submenu.querySelector< HTMLElement >( 'a, button' )?.focus();
		}
	};
	// Reopening the slide starts at the top level again.
	const onSlide = ( event: Event ) => {
		const open = ( event as CustomEvent< { open: boolean } > ).detail?.open;
		if ( open === false && path.length > 0 ) {
			slide
				.querySelectorAll( 'button.stagecraft-menu__disclosure' )
				.forEach( ( b ) => b.setAttribute( 'aria-expanded', 'false' ) );
			path = [];
			render();
		}
	};

	slide.addEventListener( 'click', onClick );
	slide.addEventListener( 'stagecraft:side-slide', onSlide );
	return {
		path: () => [ ...path ],
		back,
		destroy() {
			tabs?.destroy();
			slide.removeEventListener( 'click', onClick );
			slide.removeEventListener( 'stagecraft:side-slide', onSlide );
		},
	};
}
