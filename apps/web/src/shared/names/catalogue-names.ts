import { msg } from '@lingui/core/macro'
import './catalog.ts'

/**
 * Every name of the server's seeded catalogues (the migrations' emotions and badges), for
 * `lingui extract` to list in this folder's catalog, where each has its Korean. The app never
 * imports this file, so its descriptors cost a visit nothing: `catalogueName` looks the names up
 * by these ids. A name the server adds or renames later shows as the server writes it until it
 * is added here.
 */
export const CATALOGUE_NAMES = [
  msg({ id: 'emotion:Happy', message: 'Happy' }),
  msg({ id: 'emotion:Excited', message: 'Excited' }),
  msg({ id: 'emotion:Grateful', message: 'Grateful' }),
  msg({ id: 'emotion:Calm', message: 'Calm' }),
  msg({ id: 'emotion:Proud', message: 'Proud' }),
  msg({ id: 'emotion:Hopeful', message: 'Hopeful' }),
  msg({ id: 'emotion:Tired', message: 'Tired' }),
  msg({ id: 'emotion:Bored', message: 'Bored' }),
  msg({ id: 'emotion:Anxious', message: 'Anxious' }),
  msg({ id: 'emotion:Sad', message: 'Sad' }),
  msg({ id: 'emotion:Lonely', message: 'Lonely' }),
  msg({ id: 'emotion:Angry', message: 'Angry' }),
  msg({ id: 'emotion:Curious', message: 'Curious' }),
  msg({ id: 'emotion:Loved', message: 'Loved' }),
  msg({ id: 'emotion:Festive', message: 'Festive' }),
  msg({ id: 'emotion:Nostalgic', message: 'Nostalgic' }),
  msg({ id: 'badge-group:Personality', message: 'Personality' }),
  msg({ id: 'badge-group:Hobby', message: 'Hobby' }),
  msg({ id: 'badge-group:Vibe', message: 'Vibe' }),
  msg({ id: 'badge:Explorer', message: 'Explorer' }),
  msg({ id: 'badge:Dreamer', message: 'Dreamer' }),
  msg({ id: 'badge:Leader', message: 'Leader' }),
  msg({ id: 'badge:Gamer', message: 'Gamer' }),
  msg({ id: 'badge:Traveler', message: 'Traveler' }),
  msg({ id: 'badge:Foodie', message: 'Foodie' }),
  msg({ id: 'badge:Night Owl', message: 'Night Owl' }),
  msg({ id: 'badge:Early Bird', message: 'Early Bird' }),
  msg({ id: 'badge:Chill', message: 'Chill' }),
]
