<?php
/**
 * Stand-in of the Flickr REST flickr.people.getPublicPhotos and flickr.photosets.getPhotos (see ../social-apis.php).
 *
 * @package Stagecraft
 */

/**
 * Flickr REST, JSON without callback.
 *
 * @param string              $origin Stand-in origin.
 * @param array<string,mixed> $query  Query.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_flickr( string $origin, array $query ): array {
	$fail = static fn ( int $code, string $message ) => stagecraft_stand_in_json(
		200,
		array(
			'stat'    => 'fail',
			'code'    => $code,
			'message' => $message,
		)
	);
	if ( STAGECRAFT_STAND_IN_CREDENTIAL !== ( $query['api_key'] ?? '' ) ) {
		return $fail( 100, 'Invalid API Key (Key has invalid format)' );
	}
	if ( 'json' !== ( $query['format'] ?? '' ) || '1' !== (string) ( $query['nojsoncallback'] ?? '' ) ) {
		return array( 200, 'text/xml', '<?xml version="1.0" encoding="utf-8" ?><rsp stat="fail"><err code="111" msg="Format not found" /></rsp>' );
	}
	$method = (string) ( $query['method'] ?? '' );
	$set    = 'flickr.photosets.getPhotos' === $method;
	if ( ! $set && 'flickr.people.getPublicPhotos' !== $method ) {
		return $fail( 112, "Method \"$method\" not found" );
	}
	$user = (string) ( $query['user_id'] ?? '' );
	$id   = $set ? (string) ( $query['photoset_id'] ?? '' ) : $user;
	if ( 'missing' === $id ) {
		return $set ? $fail( 1, 'Photoset not found' ) : $fail( 1, 'User not found' );
	}
	$fault = stagecraft_stand_in_fault( $id );
	if ( $fault ) {
		return $fault;
	}
	$extras = explode( ',', (string) ( $query['extras'] ?? '' ) );
	$count  = stagecraft_stand_in_count( $id, $query['per_page'] ?? null, $set ? 500 : 100, 500 );
	$photos = array();
	for ( $n = 1; $n <= $count; $n++ ) {
		$photo  = array(
			'id'       => (string) ( 53000000000 + $n ),
			'secret'   => 'abc' . $n,
			'server'   => '65535',
			'farm'     => 66,
			'title'    => "Stand-in photo $n",
			'ispublic' => 1,
			'isfriend' => 0,
			'isfamily' => 0,
		);
		$photo += $set ? array() : array( 'owner' => $user );
		if ( in_array( 'description', $extras, true ) ) {
			$photo['description'] = array( '_content' => "Taken for the stand-in, number $n." );
		}
		if ( in_array( 'date_upload', $extras, true ) ) {
			$photo['dateupload'] = (string) stagecraft_stand_in_time( $n );
		}
		if ( in_array( 'owner_name', $extras, true ) ) {
			$photo['ownername'] = 'Stand-in Photographer';
		}
		foreach ( array(
			'l' => array( 1024, 576 ),
			'm' => array( 500, 281 ),
		) as $size => $box ) {
			if ( in_array( 'url_' . $size, $extras, true ) ) {
				$photo[ 'url_' . $size ]    = "$origin/stand-ins/social/image/$n.svg?s=$size";
				$photo[ 'width_' . $size ]  = $box[0];
				$photo[ 'height_' . $size ] = $box[1];
			}
		}
		$photos[] = $photo;
	}
	$page = array(
		'page'    => 1,
		'pages'   => max( 1, (int) ceil( STAGECRAFT_STAND_IN_ITEMS / max( 1, $count ) ) ),
		'perpage' => $count,
		'total'   => 'empty' === $id ? 0 : STAGECRAFT_STAND_IN_ITEMS,
		'photo'   => $photos,
	);
	$body = $set
		? array(
			'photoset' => array(
				'id'        => $id,
				'primary'   => '53000000001',
				'owner'     => $user,
				'ownername' => 'Stand-in Photographer',
				'title'     => 'Stand-in album',
			) + $page,
		)
		: array( 'photos' => $page );
	return stagecraft_stand_in_json( 200, $body + array( 'stat' => 'ok' ) );
}
