import { cleanUrls, escUrlRaw } from './url';
import vectors from '../../tests/fixtures/url-policy.json';

describe( 'the URL policy', () => {
	it( 'has its shared vectors', () => {
		expect( vectors.cases.length ).toBeGreaterThan( 40 );
	} );

	it.each(
		vectors.cases.map( ( c ) => [ JSON.stringify( c.in ), c.in, c.out ] )
	)( '%s is what esc_url_raw() makes of it', ( _name, input, output ) => {
		expect( escUrlRaw( input ) ).toBe( output );
	} );

	it( 'cleans every URL key, at any depth, and nothing else', () => {
		const cleaned = cleanUrls( {
			slides: [
				{
					thumb: { src: 'javascript:alert(1)' },
					layers: [
						{
							text: 'javascript:alert(1)',
							actions: [
								{ a: 'link', link: 'java\tscript:alert(1)' },
							],
							media: {
								src: 'https://example.org/v.mp4',
								poster: 'data:x',
							},
						},
					],
				},
			],
			settings: {
				fallbackURL: 'vbscript:x',
				fonts: [ { url: '/f.css' } ],
			},
			ids: [ 1, 2 ],
		} );
		expect( cleaned ).toEqual( {
			slides: [
				{
					thumb: { src: '' },
					layers: [
						{
							text: 'javascript:alert(1)',
							actions: [ { a: 'link', link: '' } ],
							media: {
								src: 'https://example.org/v.mp4',
								poster: '',
							},
						},
					],
				},
			],
			settings: { fallbackURL: '', fonts: [ { url: '/f.css' } ] },
			ids: [ 1, 2 ],
		} );
	} );
} );
