import { cleanSrcset, cleanUrls, escUrlRaw } from './url';
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

	it( 'cleans each srcset candidate as a URL, dropping refused ones and bad descriptors', () => {
		expect(
			cleanSrcset(
				'https://a.test/x-768x432.jpg 768w, javascript:alert(1) 1024w, /x.jpg 1600w, https://a.test/y.jpg 2x, https://a.test/z.jpg 9q, https://a.test/"onerror=1 300w'
			)
		).toBe(
			'https://a.test/x-768x432.jpg 768w, /x.jpg 1600w, https://a.test/y.jpg 2x, https://a.test/onerror=1 300w'
		);
		expect( cleanSrcset( 'https://a.test/x.jpg' ) ).toBe(
			'https://a.test/x.jpg'
		);
		expect( cleanSrcset( 'javascript:alert(1) 1w' ) ).toBe( '' );
		expect(
			cleanUrls( { image: { srcset: 'vbscript:x 1w, /a.jpg 2w' } } )
		).toEqual( { image: { srcset: '/a.jpg 2w' } } );
	} );
} );
