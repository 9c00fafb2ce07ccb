import { adapterFor } from './adapters';
import { loadApi } from './load-api';
import { vimeoId, youtubeId } from './provider-ids';

describe( 'provider APIs', () => {
	it( 'names only youtube and vimeo', async () => {
		await expect( loadApi( 'dailymotion', () => false ) ).rejects.toThrow(
			'Invalid API name. Please use "youtube" or "vimeo"'
		);
	} );

	it( 'says which API failed to load, and fetches nothing when the API is already there', async () => {
		const loading = loadApi( 'youtube', () => false );
		const script = document.head.querySelector( 'script' );
		expect( script?.src ).toBe( 'https://www.youtube.com/iframe_api' );
		script?.dispatchEvent( new Event( 'error' ) );
		await expect( loading ).rejects.toThrow( 'Failed to load youtube API' );
		expect( document.head.querySelector( 'script' ) ).toBeNull();
		await expect( loadApi( 'vimeo', () => true ) ).resolves.toBeUndefined();
		expect( document.head.querySelector( 'script' ) ).toBeNull();
	} );

	it( 'loads from the host the page configured', async () => {
		window.stagecraftMediaHosts = {
			vimeoApi: 'http://stand-in.test/vimeo.js',
		};
		const loading = loadApi( 'vimeo', () => false );
		const script = document.head.querySelector( 'script' );
		expect( script?.src ).toBe( 'http://stand-in.test/vimeo.js' );
		script?.dispatchEvent( new Event( 'load' ) );
		await expect( loading ).resolves.toBeUndefined();
		delete window.stagecraftMediaHosts;
	} );

	it( 'rejects an unknown player type with the spec message', async () => {
		await expect( adapterFor( 'flash' ) ).rejects.toThrow(
			'Invalid video type. Please use "youtube", "vimeo", or "html5". Received: flash'
		);
		await expect( adapterFor( 'audio' ) ).resolves.toBeInstanceOf(
			Function
		);
	} );

	it( 'reads video ids from ids and URLs', () => {
		expect(
			youtubeId( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=2' )
		).toBe( 'aqz-KE-bpKQ' );
		expect( youtubeId( 'https://youtu.be/aqz-KE-bpKQ' ) ).toBe(
			'aqz-KE-bpKQ'
		);
		expect( youtubeId( 'aqz-KE-bpKQ' ) ).toBe( 'aqz-KE-bpKQ' );
		expect( vimeoId( 'https://vimeo.com/76979871' ) ).toBe( '76979871' );
		expect( vimeoId( 'https://player.vimeo.com/video/76979871?h=1' ) ).toBe(
			'76979871'
		);
		expect( vimeoId( '76979871' ) ).toBe( '76979871' );
	} );
} );
