import { COPY_CONFIRM_MS, createCopyButton } from './copy';

describe( 'copy helpers', () => {
	function setUp( writeText: ( text: string ) => Promise< void > ) {
		document.body.innerHTML =
			'<button hidden>Copy</button><code>npm start</code><span role="status"></span>';
		const button = document.querySelector( 'button' )!;
		const status =
			document.querySelector< HTMLElement >( '[role="status"]' )!;
		const timers: Array< { run: () => void; ms: number } > = [];
		const select = jest.fn();
		createCopyButton( button, {
			text: () => 'npm start',
			select,
			status,
			copied: 'Code copied',
			writeText,
			setTimeout: ( run, ms ) => timers.push( { run, ms } ),
			clearTimeout: () => {},
		} );
		return { button, status, timers, select };
	}

	const settle = () => new Promise( ( resolve ) => setTimeout( resolve ) );

	it( 'copies, confirms, and the confirmation goes after 2000 ms', async () => {
		const writeText = jest.fn( () => Promise.resolve() );
		const { button, status, timers, select } = setUp( writeText );
		// Shown only once the script can copy.
		expect( button.hidden ).toBe( false );
		button.click();
		await settle();
		expect( writeText ).toHaveBeenCalledWith( 'npm start' );
		expect( status.textContent ).toBe( 'Code copied' );
		expect( select ).not.toHaveBeenCalled();
		expect( timers.at( -1 )?.ms ).toBe( COPY_CONFIRM_MS );
		timers.at( -1 )?.run();
		expect( status.textContent ).toBe( '' );
	} );

	it( 'selects the text and says how to copy it when the browser refuses', async () => {
		const { button, status, select } = setUp( () =>
			Promise.reject( new Error( 'NotAllowedError' ) )
		);
		button.click();
		await settle();
		expect( select ).toHaveBeenCalled();
		expect( status.textContent ).toMatch(
			/Selected: press (Ctrl\+C|⌘C) to copy\./
		);
	} );
} );
