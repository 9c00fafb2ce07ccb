// Rendered with Preact's compat layer, as the visitor's build renders (jest.config.js); act
// flushes Preact's queued renders and effects.
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { gradientCss } from '../loaders/gradient';
import { slideViewSchema } from '../schema/slide-view';
import { loadLayerParts } from './layer-parts';
import { LayoutContext } from './layout-context';
import { Slide } from './Slide';

const slide = slideViewSchema.parse( {
	id: 1,
	layers: [
		{ id: 1, pid: -1, type: 'row', subtype: 'row' },
		{ id: 2, pid: 1, type: 'column', subtype: 'column' },
		{ id: 3, pid: 2, type: 'text', tag: 'h2', content: { text: 'Hi' } },
		{ id: 4, pid: 2, type: 'linebreak' },
		{
			id: 5,
			pid: 2,
			type: 'button',
			content: { text: 'Go' },
			actions: [
				{
					a: 'link',
					link: 'https://example.test/',
					target: '_blank',
					flw: 'nofollow',
				},
			],
		},
		{ id: 6, pid: -1, type: 'shape', bg: { color: '#123456' } },
		{
			id: 14,
			pid: -1,
			type: 'shape',
			bg: {
				gradient: {
					type: 'linear',
					angle: 90,
					colors: [
						{ p: 0, r: 255, g: 0, b: 0 },
						{ p: 100, r: 0, g: 0, b: 255 },
					],
				},
			},
		},
		{ id: 7, pid: -1, type: 'video', content: { poster: '/p.jpg' } },
		{ id: 8, pid: -1, type: 'audio' },
		{ id: 9, pid: -1, type: 'svg', content: { src: '/a.svg' } },
		{ id: 10, pid: -1, type: 'zone', subtype: 'zone' },
		{ id: 11, pid: 10, type: 'button', content: { text: 'No link' } },
		{
			id: 12,
			pid: -1,
			type: 'text',
			content: { text: 'Off' },
			tog: { use: true, text: 'On' },
			pos: { pos: 'absolute', h: 'right', v: 'bottom', x: 20, y: 10 },
			vis: [ true, true, true, true, false ],
			attr: { id: 'el', class: 'own', wrapClass: 'outer', wrapId: 'w' },
			tr: { rZ: 45, o: 0.5 },
		},
		{
			id: 13,
			pid: -1,
			type: 'button',
			content: { text: 'Play' },
			tog: { use: true, text: 'Pause' },
		},
		{
			id: 15,
			pid: -1,
			type: 'button',
			content: { text: 'Book' },
			tog: { use: true, text: 'Booked' },
			actions: [ { a: 'link', link: '/book' } ],
		},
		{
			id: 16,
			pid: -1,
			type: 'image',
			content: { src: '/sea.jpg', alt: 'The sea', width: 40, height: 20 },
			actions: [
				{ a: 'link', link: '/sea/', target: '_blank', flw: 'nofollow' },
			],
		},
	],
} );

describe( 'Layer', () => {
	// File layers are drawn by a chunk of their own, fetched before the first draw
	// (renderStage.prepare).
	const doc = document.createElement( 'div' );
	const root = createRoot( doc );
	beforeAll( async () => {
		await loadLayerParts();
		act( () =>
			root.render(
				// The gradient feature is loaded (this slide has gradients).
				<LayoutContext.Provider
					value={ {
						level: 0,
						editMode: false,
						gradientCss,
						failedImages: new Set(),
					} }
				>
					<Slide slide={ slide } index={ 0 } total={ 2 } active />
				</LayoutContext.Provider>
			)
		);
	} );
	afterAll( () => root.unmount() );
	const layer = ( id: number ) =>
		doc.querySelector( `[data-layer-id="${ id }"]` );

	// Each layer sits in its wrapper, which sits in its parent layer.
	const parentLayer = ( id: number ) =>
		layer( id )?.parentElement?.parentElement;

	it( 'nests containers by pid, each layer in its wrapper', () => {
		expect( parentLayer( 3 ) ).toBe( layer( 2 ) );
		expect( parentLayer( 2 ) ).toBe( layer( 1 ) );
		expect( parentLayer( 11 ) ).toBe( layer( 10 ) );
		expect( layer( 3 )?.parentElement?.className ).toContain(
			'stagecraft-module__layer-wrap--text'
		);
	} );

	it( 'renders buttons as links with a safe rel, or as buttons', () => {
		const link = layer( 5 );
		expect( link?.tagName ).toBe( 'A' );
		expect( link?.getAttribute( 'rel' ) ).toBe( 'noopener nofollow' );
		expect( link?.getAttribute( 'target' ) ).toBe( '_blank' );
		expect( layer( 11 )?.tagName ).toBe( 'BUTTON' );
	} );

	it( 'makes a linked image the content of its link, named by its alt text', () => {
		const image = layer( 16 );
		expect( image?.tagName ).toBe( 'IMG' );
		const link = image?.parentElement;
		expect( link?.tagName ).toBe( 'A' );
		expect( link?.getAttribute( 'href' ) ).toBe( '/sea/' );
		expect( link?.getAttribute( 'rel' ) ).toBe( 'noopener nofollow' );
		expect( image?.getAttribute( 'alt' ) ).toBe( 'The sea' );
	} );

	it( 'renders shapes, linebreaks, media placeholders and svg states', () => {
		expect( ( layer( 6 ) as HTMLElement ).style.backgroundColor ).toBe(
			'rgb(18, 52, 86)'
		);
		expect(
			( layer( 14 ) as HTMLElement ).style.backgroundImage
		).toContain( 'linear-gradient(90deg' );
		expect( layer( 4 )?.className ).toContain( 'layer--linebreak' );
		expect(
			layer( 7 )?.querySelector( 'img' )?.getAttribute( 'src' )
		).toBe( '/p.jpg' );
		expect( layer( 8 )?.textContent ).toBe( 'Audio' );
		expect( layer( 9 )?.getAttribute( 'data-svg-state' ) ).toBe(
			'loading'
		);
		expect(
			doc.querySelector( '[role="group"]' )?.getAttribute( 'aria-label' )
		).toBe( '1 of 2' );
	} );

	it( 'puts absolute layers on the grid with their box, attributes and rotation', () => {
		const text = layer( 12 ) as HTMLElement;
		const wrap = text.parentElement as HTMLElement;
		expect( wrap.parentElement?.className ).toBe(
			'stagecraft-module__grid'
		);
		expect( wrap.id ).toBe( 'w' );
		expect( wrap.className ).toContain( 'outer' );
		expect( wrap.className ).toContain( 'is-absolute' );
		expect( wrap.style.right ).toBe( '20px' );
		expect( wrap.style.bottom ).toBe( '10px' );
		expect( wrap.style.transform ).toBe( 'rotate(45deg)' );
		expect( wrap.style.opacity ).toBe( '0.5' );
		expect( text.id ).toBe( 'el' );
		expect( text.className ).toContain( 'own' );
		expect( wrap.hidden ).toBe( false );
	} );

	it( 'toggles a button layer between its texts, with aria-pressed', () => {
		const button = layer( 13 ) as HTMLButtonElement;
		expect( button.textContent ).toBe( 'Play' );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		act( () => button.click() );
		expect( button.textContent ).toBe( 'Pause' );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		const text = layer( 12 ) as HTMLElement;
		act( () => {
			text.dispatchEvent( new CustomEvent( 'stagecraft:toggle' ) );
		} );
		expect( text.textContent ).toBe( 'On' );
	} );

	it( 'gives a linked button with toggle text no aria-pressed, which links may not have', () => {
		const link = layer( 15 ) as HTMLElement;
		expect( link.tagName ).toBe( 'A' );
		expect( link.getAttribute( 'data-toggled' ) ).toBe( 'false' );
		expect( link.hasAttribute( 'aria-pressed' ) ).toBe( false );
	} );
} );
