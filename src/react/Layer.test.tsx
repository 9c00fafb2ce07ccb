import { createRoot, flushSync } from '@wordpress/element';
import { slideViewSchema } from '../schema/slide-view';
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
		{ id: 7, pid: -1, type: 'video', content: { poster: '/p.jpg' } },
		{ id: 8, pid: -1, type: 'audio' },
		{ id: 9, pid: -1, type: 'svg', content: { src: '/a.svg' } },
		{ id: 10, pid: -1, type: 'zone', subtype: 'zone' },
		{ id: 11, pid: 10, type: 'button', content: { text: 'No link' } },
	],
} );

describe( 'Layer', () => {
	const doc = document.createElement( 'div' );
	const root = createRoot( doc );
	flushSync( () =>
		root.render( <Slide slide={ slide } index={ 0 } total={ 2 } active /> )
	);
	afterAll( () => root.unmount() );
	const layer = ( id: number ) =>
		doc.querySelector( `[data-layer-id="${ id }"]` );

	it( 'nests containers by pid', () => {
		expect( layer( 3 )?.parentElement ).toBe( layer( 2 ) );
		expect( layer( 2 )?.parentElement ).toBe( layer( 1 ) );
		expect( layer( 11 )?.parentElement ).toBe( layer( 10 ) );
	} );

	it( 'renders buttons as links with a safe rel, or as buttons', () => {
		const link = layer( 5 );
		expect( link?.tagName ).toBe( 'A' );
		expect( link?.getAttribute( 'rel' ) ).toBe( 'noopener nofollow' );
		expect( link?.getAttribute( 'target' ) ).toBe( '_blank' );
		expect( layer( 11 )?.tagName ).toBe( 'BUTTON' );
	} );

	it( 'renders shapes, linebreaks, media placeholders and svg states', () => {
		expect( ( layer( 6 ) as HTMLElement ).style.backgroundColor ).toBe(
			'rgb(18, 52, 86)'
		);
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
} );
