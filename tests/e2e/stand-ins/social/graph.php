<?php
/**
 * Stand-in of the Instagram Graph API /{user}/media and Facebook Graph API /{page-id}/posts (see ../social-apis.php).
 *
 * @package Stagecraft
 */

/**
 * Instagram Graph API /{user}/media and Facebook Graph API /{page}/posts.
 *
 * @param string              $origin Stand-in origin.
 * @param string              $source instagram or facebook.
 * @param string              $path   /{id}/media or /{id}/posts.
 * @param array<string,mixed> $query  Query.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_graph( string $origin, string $source, string $path, array $query ): array {
	$error = static function ( string $message, string $type, int $code ) {
		return stagecraft_stand_in_json(
			400,
			array(
				'error' => array(
					'message'    => $message,
					'type'       => $type,
					'code'       => $code,
					'fbtrace_id' => 'AStandInTrace',
				),
			)
		);
	};
	if ( STAGECRAFT_STAND_IN_CREDENTIAL !== ( $query['access_token'] ?? '' ) ) {
		return $error( 'Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190 );
	}
	$edge = 'instagram' === $source ? 'media' : 'posts';
	if ( ! preg_match( '#^/([^/]+)/' . $edge . '$#', $path, $match ) ) {
		return $error( 'Unknown path components: ' . $path, 'OAuthException', 2500 );
	}
	$id = rawurldecode( $match[1] );
	if ( 'missing' === $id ) {
		return $error( "Unsupported get request. Object with ID 'missing' does not exist, cannot be loaded due to missing permissions, or does not support this operation.", 'GraphMethodException', 100 );
	}
	$fault = stagecraft_stand_in_fault( $id );
	if ( $fault ) {
		return $fault;
	}
	$data  = array();
	$count = stagecraft_stand_in_count( $id, $query['limit'] ?? null, 25, 100 );
	for ( $n = 1; $n <= $count; $n++ ) {
		$time = stagecraft_stand_in_time( $n );
		if ( 'instagram' === $source ) {
			$video  = 0 === $n % 4;
			$data[] = array(
				'id'         => (string) ( 17900000000 + $n ),
				'caption'    => "Stand-in post $n\nShared from the stand-in account.",
				'media_type' => $video ? 'VIDEO' : 'IMAGE',
				'media_url'  => $video ? "$origin/stand-ins/social/video/$n.mp4" : "$origin/stand-ins/social/image/$n.svg",
			) + ( $video ? array( 'thumbnail_url' => "$origin/stand-ins/social/image/$n.svg" ) : array() ) + array(
				'permalink' => "https://www.instagram.com/p/StandIn$n/",
				'timestamp' => gmdate( 'Y-m-d\TH:i:sO', $time ),
				'username'  => 'standin',
			);
		} else {
			$data[] = array(
				'id'            => "$id" . '_' . $n,
				'message'       => "Stand-in page post $n",
				'created_time'  => gmdate( 'Y-m-d\TH:i:sO', $time ),
				'permalink_url' => "https://www.facebook.com/$id/posts/$n",
				'full_picture'  => "$origin/stand-ins/social/image/$n.svg",
				'from'          => array(
					'name' => 'Stand-in Page',
					'id'   => $id,
				),
			);
		}
	}
	return stagecraft_stand_in_json(
		200,
		array(
			'data'   => $data,
			'paging' => array(
				'cursors' => array(
					'before' => 'QVFIUstandin',
					'after'  => 'QVFIUstandin2',
				),
				// As on the real API, the next page's URL carries the token: it must never reach a visitor.
				'next'    => "$origin/stand-ins/social/$source$path?limit=$count&after=QVFIUstandin2&access_token=" . rawurlencode( (string) $query['access_token'] ),
			),
		)
	);
}
