// The shapes of the fuzz's requests: query strings, forms, multipart uploads and JSON bodies,
// each filled by the random source.
import { encode, queryOf } from './random.mjs';

export const junkId = ( r ) =>
	r.chance( 0.3 )
		? r.pick( [ 'slider-demo', 'hero-demo', '1', '13' ] )
		: encode( r.scalar() ) || 'x';

export function get( path, fields = [] ) {
	const query = queryOf( fields );
	return {
		method: 'GET',
		path: query ? `${ path }?${ query }` : path,
		headers: {},
	};
}

export function form( method, path, fields, auth = false ) {
	return {
		method,
		path,
		auth,
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: queryOf( fields ),
	};
}

export function multipart( path, fields, r ) {
	const body = new FormData();
	for ( const [ k, v ] of fields ) {
		body.append( k, v );
	}
	if ( r.chance( 0.4 ) ) {
		const name = r.pick( [
			'file',
			'upload-file-433',
			'attachment-x[a][b]',
			'cv[]',
			'your-file',
		] );
		body.append(
			name,
			new Blob( [ r.scalar() ] ),
			r.pick( [
				'a.txt',
				'shell.php',
				'x.png.php',
				'',
				'../../x',
				'ü.pdf',
			] )
		);
	}
	return { method: 'POST', path, headers: {}, body };
}

export function json( method, path, r, auth = true ) {
	const body = r.pick( [
		() => JSON.stringify( r.value() ),
		() =>
			JSON.stringify( {
				alias: r.scalar(),
				title: r.scalar(),
				type: r.pick( [ 'slider', 'hero', 'x', 1 ] ),
				slides: r.value(),
				settings: r.value(),
			} ),
		() =>
			JSON.stringify( {
				alias: 'fuzz',
				type: 'slider',
				slides: [
					{
						id: r.pick( [
							'9223372036854775807',
							1.5,
							-1,
							'a',
							null,
						] ),
						layers: [
							{
								id: r.pick( [ 9223372036854775807, '1', [] ] ),
								type: r.pick( [ 'text', 'button', 'x' ] ),
								actions: [ { a: 'link', link: r.scalar() } ],
							},
						],
					},
				],
			} ),
		// The legacy shape the migration reads (slider_params, layers by unique_id and p_uid).
		() =>
			JSON.stringify( {
				alias: 'fuzz-legacy',
				slider_params: r.pick( [
					{
						slider_type: r.scalar(),
						delay: r.scalar(),
						width: r.value(),
					},
					r.value(),
				] ),
				slides: [
					{
						layers: [
							{
								unique_id: r.pick( [
									'9223372036854775807',
									9223372036854775807,
									-1,
									'x',
									1.5,
									[],
								] ),
								p_uid: r.pick( [
									'9223372036854775807',
									r.scalar(),
									-1,
								] ),
								text: r.scalar(),
							},
							{ unique_id: r.scalar(), parent_id: r.scalar() },
						],
					},
				],
			} ),
		() => '{"alias":',
		() => '['.repeat( 600 ) + ']'.repeat( 600 ),
		() => r.scalar(),
	] )();
	return {
		method,
		path,
		auth,
		headers: {
			'Content-Type': r.pick( [
				'application/json',
				'text/plain',
				'application/json; charset=latin1',
			] ),
		},
		body,
	};
}
