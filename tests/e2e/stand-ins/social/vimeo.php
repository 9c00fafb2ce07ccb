<?php
/**
 * Stand-in of the Vimeo API /users/{id}/videos, /me/videos and showcases (see ../social-apis.php).
 *
 * @package Stagecraft
 */

/**
 * Vimeo API videos.
 *
 * @param string              $origin Stand-in origin.
 * @param string              $path   /me/videos, /users/{id}/videos or /users/{id}/albums/{album}/videos.
 * @param array<string,mixed> $query  Query.
 * @param string              $auth   Authorization header.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_vimeo( string $origin, string $path, array $query, string $auth ): array {
	$error = static fn ( int $status, string $message, string $developer, int $code ) => stagecraft_stand_in_json(
		$status,
		array(
			'error'             => $message,
			'link'              => null,
			'developer_message' => $developer,
			'error_code'        => $code,
		)
	);
	if ( 0 !== strcasecmp( 'bearer ' . STAGECRAFT_STAND_IN_CREDENTIAL, $auth ) ) {
		return $error( 401, 'You must provide a valid authenticated access token.', 'The access token is invalid or has been revoked.', 8003 );
	}
	if ( ! preg_match( '#^(?:/me|/users/([^/]+))(?:/albums/([^/]+))?/videos$#', $path, $match ) ) {
		return $error( 404, 'The requested page could not be found.', 'The requested path does not exist.', 5000 );
	}
	$id = rawurldecode( (string) ( ( $match[2] ?? '' ) !== '' ? $match[2] : ( $match[1] ?? 'me' ) ) );
	if ( 'missing' === $id ) {
		return $error( 404, 'The requested user could not be found', 'The requested user or album could not be found.', 5000 );
	}
	$fault = stagecraft_stand_in_fault( $id );
	if ( $fault ) {
		return $fault;
	}
	$count = stagecraft_stand_in_count( $id, $query['per_page'] ?? null, 25, 100 );
	$data  = array();
	for ( $n = 1; $n <= $count; $n++ ) {
		$data[] = array(
			'uri'          => '/videos/' . ( 900000000 + $n ),
			'name'         => "Stand-in clip $n",
			'description'  => "A clip for the stand-in, number $n.",
			'link'         => 'https://vimeo.com/' . ( 900000000 + $n ),
			'created_time' => gmdate( 'Y-m-d\TH:i:sP', stagecraft_stand_in_time( $n ) ),
			'pictures'     => array(
				'sizes' => array(
					array(
						'width'  => 295,
						'height' => 166,
						'link'   => "$origin/stand-ins/social/image/$n.svg?s=295",
					),
					array(
						'width'  => 1280,
						'height' => 720,
						'link'   => "$origin/stand-ins/social/image/$n.svg",
					),
				),
			),
			'user'         => array( 'name' => 'Stand-in Studio' ),
		);
	}
	return stagecraft_stand_in_json(
		200,
		array(
			'total'    => 'empty' === $id ? 0 : STAGECRAFT_STAND_IN_ITEMS,
			'page'     => 1,
			'per_page' => $count,
			'paging'   => array(
				'next'     => null,
				'previous' => null,
				'first'    => '/me/videos?page=1',
				'last'     => '/me/videos?page=1',
			),
			'data'     => $data,
		)
	);
}
