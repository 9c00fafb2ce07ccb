import { readFileSync } from 'fs';
import { cases } from '../../test-support/cases';
import { join } from 'path';
import { createArrows } from './arrows';
import { createBullets } from './bullets';
import { createItemList, movedPast, windowStart } from './items';
import {
	outerSpace,
	outerStyle,
	place,
	scaledLength,
	thumbScale,
} from './place';
import { createTabs } from './tabs';
import { createThumbs, thumbSource } from './thumbs';
import { elementsOf, visibleAt } from './index';

import { element, fakeModule, slide } from './test-fakes';

describe( 'arrows and bullets', () => {
	it( 'arrows call prev and next and are removed on destroy', () => {
		const { root, module } = fakeModule();
		const arrows = createArrows( root, module );
		const [ prev, next ] = Array.from( root.querySelectorAll( 'button' ) );
		expect( prev.getAttribute( 'aria-label' ) ).toBe( 'Previous slide' );
		expect( prev.className ).toContain( 'stagecraft-module__arrow--prev' );
		prev.click();
		next.click();
		expect( module.prev ).toHaveBeenCalledTimes( 1 );
		expect( module.next ).toHaveBeenCalledTimes( 1 );
		arrows.destroy();
		expect( root.querySelectorAll( 'button' ) ).toHaveLength( 0 );
	} );

	it( 'arrows are placed by their own l and r alignment', () => {
		const { root, module } = fakeModule();
		createArrows(
			root,
			module,
			element( {
				set: true,
				l: { h: 'left', v: 'top', x: 7, y: 9 },
				size: { w: 30, h: 30 },
			} )
		);
		const [ prev, next ] = Array.from( root.querySelectorAll( 'button' ) );
		expect( prev.style.left ).toBe(
			'calc(var(--stagecraft-ol, 0px) + 7px)'
		);
		expect( prev.style.top ).toBe(
			'calc(var(--stagecraft-ot, 0px) + 9px)'
		);
		expect( prev.style.width ).toBe( '30px' );
		// r falls back to the right, vertically centred.
		expect( next.style.right ).toBe(
			'calc(var(--stagecraft-or, 0px) + 20px)'
		);
		expect( next.style.getPropertyValue( 'translate' ) ).toBe( '0 -50%' );
	} );

	it( 'bullets follow navigation order (hfn left out) and mark the current one', () => {
		const { root, module } = fakeModule( 4 );
		const bullets = createBullets( root, module, [ 0, 2, 3 ] );
		const buttons = root.querySelectorAll( 'button' );
		expect( buttons ).toHaveLength( 3 );
		expect( buttons[ 1 ].getAttribute( 'aria-label' ) ).toBe( 'Slide 3' );
		expect( buttons[ 0 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
		buttons[ 2 ].click();
		expect( module.goTo ).toHaveBeenCalledWith( 3 );
		expect( buttons[ 2 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect( buttons[ 0 ].getAttribute( 'aria-selected' ) ).toBe( 'false' );
		expect(
			root.querySelector( '.stagecraft-module__bullets' )
		).not.toBeNull();
		bullets.destroy();
		expect(
			root.querySelector( '.stagecraft-module__bullets' )
		).toBeNull();
	} );
} );

describe( 'placement', () => {
	it( 'centres with translate and keeps transform free', () => {
		const node = document.createElement( 'div' );
		place( node, { h: 'center', v: 'bottom', x: 0, y: 20 }, null );
		expect( node.style.left ).toContain( '/ 2' );
		expect( node.style.bottom ).toBe(
			'calc(var(--stagecraft-ob, 0px) + 20px)'
		);
		expect( node.style.getPropertyValue( 'translate' ) ).toBe( '-50% 0' );
		expect( node.style.transform ).toBe( '' );
		expect( node.style.getPropertyValue( '--stagecraft-nav-away-y' ) ).toBe(
			'50px'
		);
		expect( node.classList.contains( 'is-outer' ) ).toBe( false );
	} );

	it( 'stretches the wrapper across the stage with wr.s', () => {
		const { root, module } = fakeModule();
		createBullets(
			root,
			module,
			[ 0, 1 ],
			element( {
				set: true,
				v: 'bottom',
				wr: { s: true, c: '#000', p: 6 },
			} )
		);
		const node = root.querySelector(
			'.stagecraft-nav--bullets'
		) as HTMLElement;
		expect( node.style.left ).toBe( 'var(--stagecraft-ol, 0px)' );
		expect( node.style.right ).toBe( 'var(--stagecraft-or, 0px)' );
		expect( node.style.getPropertyValue( 'translate' ) ).toBe( '0 0' );
		expect( node.style.background ).toContain( 'rgb(0, 0, 0)' );
		expect( node.style.padding ).toBe( '6px' );
	} );

	it( 'puts outer elements in the band after the stage', () => {
		const node = document.createElement( 'div' );
		place(
			node,
			{ h: 'left', v: 'bottom', x: 4, y: 10 },
			'bottom',
			'10px'
		);
		expect( node.style.top ).toBe(
			'calc(100% - var(--stagecraft-ob, 0px) + 10px)'
		);
		expect( node.style.left ).toBe(
			'calc(var(--stagecraft-ol, 0px) + 4px)'
		);
		expect( node.classList.contains( 'is-outer' ) ).toBe( true );
	} );

	it( 'reserves the same outer space as the server (shared fixture)', () => {
		const fixture = JSON.parse(
			readFileSync(
				join(
					__dirname,
					'../../../tests/fixtures/navigation-space.json'
				),
				'utf8'
			)
		) as {
			cases: Array< {
				navigation: Record< string, object >;
				sides: object;
				style: object;
			} >;
		};
		cases( fixture.cases, 'navigation-space.json' ).forEach(
			( { navigation, sides, style } ) => {
				const parsed = Object.fromEntries(
					Object.entries( navigation ).map( ( [ kind, raw ] ) => [
						kind,
						element( raw ),
					] )
				);
				expect( outerSpace( parsed ).size ).toEqual( sides );
				const css = outerStyle( outerSpace( parsed ) );
				expect( css ).toEqual( style );
				// Same order as the server prints them.
				expect( Object.keys( css ) ).toEqual( Object.keys( style ) );
			}
		);
	} );

	it( 'scales thumbnails between window widths 480 and 980', () => {
		expect( thumbScale( 320 ) ).toBe( 0.5 );
		expect( thumbScale( 480 ) ).toBe( 0.5 );
		expect( thumbScale( 730 ) ).toBe( 0.75 );
		expect( thumbScale( 980 ) ).toBe( 1 );
		expect( thumbScale( 1600 ) ).toBe( 1 );
		expect( scaledLength( 100 ) ).toBe(
			'clamp(50px, calc(10vw + 2px), 100px)'
		);
	} );
} );

describe( 'visibility and fallbacks', () => {
	it( 'shows an element per device level', () => {
		const el = element( {
			set: true,
			vis: [ true, true, true, false, false ],
		} );
		expect( visibleAt( el, 0 ) ).toBe( true );
		expect( visibleAt( el, 3 ) ).toBe( false );
		expect( visibleAt( el, 4 ) ).toBe( false );
	} );

	it( 'gives a slider without settings arrows and bullets, other types nothing', () => {
		expect( Object.keys( elementsOf( {} ) ) ).toEqual( [
			'arrows',
			'bullets',
		] );
		expect( Object.keys( elementsOf( {}, 'carousel' ) ) ).toEqual( [] );
		const set = elementsOf( {
			tabs: element( { set: true } ),
			thumbs: element( { set: false } ),
		} );
		expect( Object.keys( set ) ).toEqual( [ 'tabs' ] );
	} );
} );

describe( 'item lists', () => {
	it( 'keeps the current item in an m-item window', () => {
		expect( windowStart( 0, 10, 3 ) ).toBe( 0 );
		expect( windowStart( 5, 10, 3 ) ).toBe( 4 );
		expect( windowStart( 9, 10, 3 ) ).toBe( 7 );
		expect( windowStart( 2, 3, 3 ) ).toBe( 0 );
	} );

	it( 'a touch moving past 5 px marks the item moved: no click', () => {
		expect( movedPast( { x: 0, y: 0 }, { x: 3, y: 4 } ) ).toBe( false );
		expect( movedPast( { x: 0, y: 0 }, { x: 4, y: 4 } ) ).toBe( true );
		const { root, module } = fakeModule( 3 );
		const list = createItemList( root, module, {
			element: element( { set: true, m: 2, g: 10 } ),
			order: [ 0, 1, 2 ],
			label: 'x',
			step: '50px',
			itemClass: 'x',
			build: () => undefined,
		} );
		const [ , second, third ] = list.buttons;
		const track = root.querySelector(
			'.stagecraft-nav__track'
		) as HTMLElement;
		const pointer = ( type: string, x: number ) => {
			const event = new MouseEvent( type, { bubbles: true, clientX: x } );
			second.dispatchEvent( event );
		};
		pointer( 'pointerdown', 0 );
		pointer( 'pointermove', 20 );
		pointer( 'pointerup', 20 );
		second.click();
		expect( module.goTo ).not.toHaveBeenCalled();
		third.click();
		expect( module.goTo ).toHaveBeenCalledWith( 2 );
		// The strip slid to keep the third item in its 2-item window.
		expect( list.first ).toBe( 1 );
		expect( track.style.transform ).toBe(
			'translateX(calc(-1 * (50px + 10px)))'
		);
		expect( root.classList.contains( 'is-strip' ) ).toBe( true );
		list.destroy();
	} );

	it( 'thumbs use slide.thumb, then the background; tabs show title and text', () => {
		const slides = [
			slide( {
				id: 1,
				title: 'One',
				thumb: { src: 'a.jpg' },
				description: 'First',
			} ),
			slide( {
				id: 2,
				title: 'Hidden',
				slideshow: { len: 'default', hfn: true, hal: 0 },
			} ),
			slide( {
				id: 3,
				title: 'Three',
				bg: { image: { src: 'bg.jpg', alt: '' } },
				params: [ { v: 'Param', l: 500 } ],
			} ),
		];
		expect( thumbSource( slides[ 0 ] ) ).toBe( 'a.jpg' );
		expect( thumbSource( slides[ 2 ] ) ).toBe( 'bg.jpg' );
		const { root, module } = fakeModule( 3 );
		const thumbs = createThumbs(
			root,
			module,
			slides,
			[ 0, 2 ],
			element( { set: true } )
		);
		const images = Array.from( root.querySelectorAll( 'img' ) ).map(
			( img ) => img.getAttribute( 'src' )
		);
		expect( images ).toEqual( [ 'a.jpg', 'bg.jpg' ] );
		expect(
			root
				.querySelectorAll( '.stagecraft-module__thumb' )[ 1 ]
				.getAttribute( 'aria-label' )
		).toBe( 'Slide 3: Three' );
		thumbs.destroy();
		const tabs = createTabs(
			root,
			module,
			slides,
			[ 0, 2 ],
			element( { set: true } )
		);
		const texts = Array.from(
			root.querySelectorAll( '.stagecraft-module__tab' )
		).map( ( tab ) => tab.textContent );
		expect( texts ).toEqual( [ 'OneFirst', 'ThreeParam' ] );
		expect( root.querySelectorAll( 'button' )[ 0 ].tagName ).toBe(
			'BUTTON'
		);
		tabs.destroy();
		expect( root.children ).toHaveLength( 0 );
	} );
} );
