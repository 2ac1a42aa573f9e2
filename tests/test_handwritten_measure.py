"""The hand-written set (bench/handwritten/puzzles): 1,204 puzzles written without pylogic, in
fifty-six batches by fifty-six authors (30, then 46, then 26, then 20, then fourteen of 24,
then 16, then twenty-two of 20, then 10, then fourteen of 20).

Each committed clue file prints exactly the categories and sentences whose meanings
bench/handwritten/meanings*.py state, and each committed answer is the only solution of those
meanings under the set's own brute force. pylogic never gives a wrong answer on the set: it
solves a puzzle to exactly that answer or refuses it (exit code 2); "several", "none" or
another table fail.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

import pylogic
from bench.handwritten import (
    meanings,
    meanings_batch2,
    meanings_batch2_more,
    meanings_batch3,
    meanings_batch4,
    meanings_batch5,
    meanings_batch6,
    meanings_batch7,
    meanings_batch8,
    meanings_batch9,
    meanings_batch10,
    meanings_batch11,
    meanings_batch12,
    meanings_batch13,
    meanings_batch14,
    meanings_batch15,
    meanings_batch16,
    meanings_batch17,
    meanings_batch18,
    meanings_batch19,
    meanings_batch20,
    meanings_batch21,
    meanings_batch22,
    meanings_batch23,
    meanings_batch24,
    meanings_batch25,
    meanings_batch26,
    meanings_batch27,
    meanings_batch28,
    meanings_batch29,
    meanings_batch30,
    meanings_batch31,
    meanings_batch32,
    meanings_batch33,
    meanings_batch34,
    meanings_batch35,
    meanings_batch36,
    meanings_batch37,
    meanings_batch38,
    meanings_batch39,
    meanings_batch40,
    meanings_batch41,
    meanings_batch42,
    meanings_batch43,
    meanings_batch44,
    meanings_batch45,
    meanings_batch46,
    meanings_batch47,
    meanings_batch48,
    meanings_batch49,
    meanings_batch50,
    meanings_batch51,
    meanings_batch52,
    meanings_batch53,
    meanings_batch54,
    meanings_batch55,
    meanings_batch56,
)
from bench.handwritten.brute_force import number_of, rows, solutions

PUZZLE_DIR = Path(__file__).resolve().parents[1] / "bench" / "handwritten" / "puzzles"
BATCHES = [meanings.PUZZLES, {**meanings_batch2.PUZZLES, **meanings_batch2_more.PUZZLES}, meanings_batch3.PUZZLES,
           meanings_batch4.PUZZLES, meanings_batch5.PUZZLES, meanings_batch6.PUZZLES, meanings_batch7.PUZZLES,
           meanings_batch8.PUZZLES, meanings_batch9.PUZZLES, meanings_batch10.PUZZLES,
           meanings_batch11.PUZZLES, meanings_batch12.PUZZLES, meanings_batch13.PUZZLES,
           meanings_batch14.PUZZLES, meanings_batch15.PUZZLES, meanings_batch16.PUZZLES,
           meanings_batch17.PUZZLES, meanings_batch18.PUZZLES, meanings_batch19.PUZZLES,
           meanings_batch20.PUZZLES, meanings_batch21.PUZZLES, meanings_batch22.PUZZLES,
           meanings_batch23.PUZZLES, meanings_batch24.PUZZLES, meanings_batch25.PUZZLES,
           meanings_batch26.PUZZLES, meanings_batch27.PUZZLES, meanings_batch28.PUZZLES,
           meanings_batch29.PUZZLES, meanings_batch30.PUZZLES, meanings_batch31.PUZZLES,
           meanings_batch32.PUZZLES, meanings_batch33.PUZZLES, meanings_batch34.PUZZLES,
           meanings_batch35.PUZZLES, meanings_batch36.PUZZLES, meanings_batch37.PUZZLES,
           meanings_batch38.PUZZLES, meanings_batch39.PUZZLES, meanings_batch40.PUZZLES,
           meanings_batch41.PUZZLES, meanings_batch42.PUZZLES,
           meanings_batch43.PUZZLES, meanings_batch44.PUZZLES, meanings_batch45.PUZZLES,
           meanings_batch46.PUZZLES, meanings_batch47.PUZZLES, meanings_batch48.PUZZLES,
           meanings_batch49.PUZZLES, meanings_batch50.PUZZLES, meanings_batch51.PUZZLES,
           meanings_batch52.PUZZLES, meanings_batch53.PUZZLES, meanings_batch54.PUZZLES,
           meanings_batch55.PUZZLES, meanings_batch56.PUZZLES]
PUZZLES = {name: puzzle for batch in BATCHES for name, puzzle in batch.items()}
NAMES = sorted(PUZZLES)

# The puzzles pylogic solved when this list was last updated: none may stop solving (a reader
# change that turns one into a refusal is a regression, not a safe refusal).
SOLVED_BEFORE = frozenset({
    "accordion_repairs_3x5", "after_school_clubs_4x5", "air_show_pilots_5x5", "airfield_hangars_6x5",
    "airport_layovers_4x5", "almshouses_5x5", "alpaca_show_4x5", "alpine_chalets_5x6", "anniversary_trips_4x6",
    "antique_clocks_4x5", "antique_fire_engines_4x6", "antique_lamps_4x5", "antique_maps_4x6",
    "antique_typewriters_4x4", "antique_weathervanes_4x6", "apartment_pets_4x4", "apartment_rents_4x5",
    "app_rankings_4x6", "apple_bobbing_4x4", "apple_orchard_4x6", "appliance_repairs_3x4", "aquarium_feedings_4x4",
    "arcade_high_scores_4x6", "archery_open_4x5", "arctic_expeditions_5x5", "arena_concerts_5x5", "arm_wrestling_4x4",
    "art_exhibits_4x5", "art_heists_4x5", "art_supply_orders_3x5", "asteroid_discoveries_4x5", "auction_pens_5x6",
    "avalanche_reports_4x4", "awning_installs_3x4", "baby_showers_4x5", "babysitting_jobs_4x5", "backsplash_jobs_3x5",
    "bagel_orders_3x4", "bagpipe_bands_4x5", "bake_off_3x5", "bake_sale_3x4", "bakery_orders_4x4",
    "ballet_auditions_5x5", "ballroom_final_4x5", "bank_robberies_4x5", "banknote_designs_4x6", "barber_chairs_4x5",
    "barbershop_quartets_4x5", "barista_championship_3x5", "barramundi_classic_4x5", "baseball_cards_4x5",
    "basketball_shootout_4x5", "bat_colonies_4x5", "battery_tests_4x5", "beach_cabanas_5x5", "beach_huts_4x5",
    "beach_kiosks_4x5", "beach_loungers_5x6", "beard_contest_3x4", "bed_and_breakfast_3x4", "bedtimes_4x4",
    "beekeepers_4x4", "bestseller_list_4x6", "bicycle_rack_4x6", "bike_commuters_4x4", "bike_shop_4x5",
    "billboard_ads_4x4", "bingo_night_3x4", "bird_banding_4x5", "bird_hides_5x5", "birthday_months_3x4",
    "blacksmith_forge_4x5", "block_of_flats_4x5", "blood_drive_4x5", "blue_plaques_4x5", "blueberry_farm_4x5",
    "board_game_night_4x5", "boardwalk_booths_5x5", "bobsled_runs_3x5", "bonsai_show_4x5", "book_auction_5x5",
    "book_club_3x5", "book_fair_authors_4x5", "book_signings_4x4", "book_signings_4x5", "bookbinding_workshop_4x5",
    "bookshelf_4x4", "bouldering_league_4x5", "bounce_house_rentals_3x5", "bowling_lanes_5x5", "bowling_night_4x5",
    "brass_band_contest_4x5", "brass_rubbing_4x4", "breakfast_cereals_4x5", "brewery_taps_4x5", "bridesmaids_3x5",
    "bridge_club_4x4", "bridge_openings_4x6", "bubble_gum_contest_3x4", "bubble_tea_orders_4x5", "bungee_jumps_4x6",
    "bunkhouse_beds_5x6", "bus_routes_4x4", "bus_stop_queue_4x5", "bush_pilots_4x5", "butterfly_collection_3x5",
    "cabin_rentals_4x5", "cable_car_cabins_5x5", "cactus_collection_3x5", "cake_pickups_4x6", "call_centre_booths_5x5",
    "calligraphy_commissions_3x4", "camp_cabins_4x5", "camper_vans_5x5", "campsite_pitches_5x5", "canal_moorings_5x5",
    "canal_walks_4x5", "candle_shop_4x4", "canned_food_drive_4x4", "canoe_race_4x4", "car_boot_sale_4x5",
    "car_lot_sales_4x5", "car_wash_fundraiser_4x5", "carnival_games_3x5", "carnivorous_plants_4x6",
    "carousel_horses_3x6", "carpet_cleaning_3x5", "carpool_schedule_4x5", "carriage_rides_3x4", "castle_tours_4x5",
    "castle_towers_5x6", "cat_show_4x5", "cattery_stays_3x4", "cattle_drives_4x5", "cave_explorers_4x5",
    "cell_towers_4x5", "cellar_door_4x5", "centenarians_3x4", "chapel_pews_5x5", "charging_points_4x5",
    "charity_auction_4x5", "charity_bike_ride_4x5", "charity_marathon_4x5", "charity_shop_finds_4x4",
    "cheer_championship_4x5", "cheese_cellars_4x4", "cheese_rolling_3x5", "cheese_rolling_4x4",
    "chemistry_lab_reports_4x5", "chess_juniors_4x5", "chicken_coops_5x5", "chili_cookoff_4x5", "chimney_sweeps_4x5",
    "chippy_queue_4x5", "chocolate_tasting_3x4", "choir_solos_4x5", "choir_stalls_5x6", "choral_festival_4x5",
    "chorus_line_5x5", "christmas_market_stalls_6x5", "christmas_shopping_4x4", "christmas_tree_lot_4x5",
    "cider_makers_4x5", "cinema_front_row_4x6", "cinema_row_3x4", "cinema_screens_5x5", "circus_wagons_5x5",
    "class_birthdays_4x5", "class_pets_3x4", "class_photo_5x5", "class_reunion_4x5", "classic_car_auction_5x5",
    "classic_cars_4x4", "coach_station_4x5", "coach_trips_4x5", "coat_pegs_4x5", "cobbled_lane_5x6", "coffee_cart_3x4",
    "coffee_mornings_4x5", "coffee_orders_3x4", "coffee_roasters_4x5", "coin_collectors_4x5", "coin_hoards_4x6",
    "college_recruits_4x6", "comedy_club_4x5", "comet_discoveries_4x5", "comic_book_auction_4x6", "comic_con_3x4",
    "community_radio_4x4", "concert_tickets_3x5", "condo_closings_4x5", "conkers_championship_3x4",
    "consular_dinner_5x5", "contract_bids_4x5", "cookbook_shelf_5x5", "cooking_class_4x5", "cooking_class_v2_4x5",
    "cooking_shows_4x6", "corn_mazes_4x5", "cornhole_tournament_4x4", "costume_party_4x5", "cote_verte_vintners_5x5",
    "county_fair_hogs_4x5", "courier_deliveries_4x5", "cousins_visit_4x6", "covered_bridges_4x6", "crane_lifts_4x5",
    "crater_lakes_4x5", "crepe_stand_3x4", "cricket_club_4x5", "cricket_nets_6x5", "crop_circles_4x6",
    "cross_country_4x6", "crossing_guards_4x4", "crossword_tournament_4x6", "crowdfunding_campaigns_3x5",
    "cruise_cabins_5x5", "cruise_excursions_4x5", "cupcake_orders_3x4", "curling_bonspiel_4x5", "custom_surfboards_3x5",
    "cycling_tour_5x5", "dam_projects_4x6", "dance_recital_3x4", "darts_league_4x5", "dawn_bird_count_4x5",
    "day_hikes_4x5", "debate_tournament_4x5", "deck_building_3x5", "decoy_carvers_4x5", "deep_sea_charters_5x5",
    "deli_deliveries_4x5", "dental_appointments_4x5", "dental_checkups_4x5", "departure_lounge_5x5",
    "diamond_auction_4x6", "dig_site_4x4", "diner_booths_5x6", "dinosaur_skeletons_4x5", "disc_golf_drives_4x5",
    "dispatch_calls_4x5", "display_cases_4x5", "dna_ancestry_tests_3x5", "dockside_warehouses_4x5", "dog_agility_4x5",
    "dog_grooming_salon_3x4", "dog_licenses_3x5", "dog_show_3x4", "dog_walkers_4x5", "dollhouse_collectors_4x4",
    "domino_toppling_4x6", "donkey_rides_5x6", "dorm_corridor_5x5", "downtown_murals_5x5", "dragon_boat_race_5x5",
    "dressing_rooms_4x5", "driveway_sealing_3x4", "driving_range_bays_5x4", "drone_race_4x6", "dry_cleaning_4x4",
    "drywall_jobs_3x5", "dumpling_orders_4x6", "dumpster_rentals_3x4", "eagle_nests_4x6", "easter_bonnets_4x5",
    "eclipse_chasers_3x5", "egg_hunt_4x4", "eisteddfod_4x5", "elephant_sanctuary_4x6", "elevator_inspections_4x6",
    "embassy_row_5x6", "embroidery_guild_4x4", "engagement_rings_4x5", "engraving_orders_3x4", "escape_rooms_4x4",
    "esports_teams_4x6", "estate_auction_4x5", "eurovision_entries_4x6", "eyeglass_orders_3x4", "fairground_rides_6x5",
    "falconry_display_4x5", "famous_nuggets_4x6", "farm_silos_5x5", "farm_stand_3x4", "farmers_market_4x5",
    "farrier_visits_3x4", "fell_races_4x5", "fence_staining_3x5", "fennimore_allotments_4x5", "ferret_racing_3x5",
    "ferris_wheels_4x5", "ferry_lanes_4x5", "festival_tents_5x5", "figure_skating_4x6", "film_festival_4x5",
    "film_shoots_4x5", "fire_lookouts_4x5", "fire_station_bays_5x5", "fireworks_displays_4x5", "fishing_boats_5x5",
    "fishing_derby_4x6", "five_a_side_league_4x5", "florist_deliveries_3x4", "flower_rota_4x4", "flower_show_3x5",
    "food_bank_shifts_3x4", "food_trucks_4x5", "food_van_row_5x4", "foosball_league_4x5", "forged_paintings_4x4",
    "fossil_finds_4x5", "fountain_pens_4x5", "frequent_flyers_4x5", "frog_jumping_contest_3x4",
    "frostfest_ice_sculptures_4x4", "fudge_shop_3x4", "funicular_railways_4x6", "furnace_tuneups_3x4",
    "furniture_deliveries_4x5", "furniture_refinishing_3x5", "gallery_statues_5x5", "game_show_winnings_4x5",
    "garage_bands_5x5", "garage_doors_3x4", "garage_repairs_3x4", "garden_centre_4x4", "garden_club_3x4",
    "garden_gnomes_5x5", "garden_nurseries_4x4", "garden_sheds_5x5", "garden_tours_5x5", "gem_show_3x5",
    "geography_bee_3x4", "georgian_townhouses_5x5", "ghost_tours_4x5", "ghostwriters_3x5", "giant_zucchini_4x4",
    "gift_wrapping_3x5", "glacier_survey_4x5", "glacier_treks_4x6", "glamping_pods_4x4", "glass_paperweights_4x5",
    "glassblowing_studio_4x5", "go_kart_race_4x6", "gold_prospectors_4x5", "golf_handicaps_5x5", "gown_fittings_4x5",
    "graduation_ceremonies_4x4", "gravestone_cleaning_3x4", "greenhouse_row_5x5", "greyhound_racing_4x5",
    "guest_lectures_4x4", "gym_lockers_3x5", "gym_memberships_4x6", "hackathon_teams_4x4", "hailstorms_4x5",
    "haircut_appointments_3x4", "hammock_row_4x4", "hamster_owners_3x4", "harbor_cafes_5x5", "harbor_moorings_4x4",
    "harbor_pilots_4x5", "harbour_cottages_5x5", "hat_shop_3x5", "haunted_houses_4x5", "headshot_sessions_3x5",
    "hearing_aid_fittings_3x5", "hedge_mazes_4x5", "hedgehog_rescue_3x4", "heirloom_tomatoes_4x5",
    "helpline_shifts_4x5", "hermit_crab_races_4x6", "highland_games_4x5", "highwaymen_4x4", "hiking_boots_4x5",
    "hillside_terrace_5x5", "historic_earthquakes_4x6", "hockey_arenas_4x5", "hockey_goalies_4x5",
    "holiday_cottages_4x5", "holiday_souvenirs_3x5", "home_aquariums_4x5", "home_inspections_3x5", "home_listings_4x6",
    "homework_help_4x5", "honey_harvest_4x5", "horse_auction_5x5", "horseshoe_pitching_3x5", "hospital_gala_4x5",
    "hot_air_balloons_4x4", "hot_rod_show_4x5", "hot_sauce_4x6", "hot_sauce_contest_4x5", "hot_springs_trip_5x5",
    "hot_tub_installs_4x4", "hotel_checkins_4x5", "house_removals_4x5", "houseboat_moorings_5x5",
    "hovercraft_races_4x6", "hummingbird_feeders_3x4", "hurling_clubs_4x5", "hurricane_records_4x5",
    "ice_core_samples_4x5", "ice_cream_parlor_4x5", "ice_cream_trucks_4x4", "ice_fishing_huts_4x4",
    "ice_fishing_huts_5x5", "ice_hotel_rooms_4x5", "ice_rink_lessons_4x4", "ice_road_truckers_4x6",
    "ice_sculptures_4x4", "igloo_village_5x5", "insurance_claims_4x5", "interpreter_assignments_4x5",
    "inventors_expo_4x5", "island_ferries_4x5", "jack_o_lantern_contest_5x5", "jazz_festival_4x6",
    "jet_ski_rentals_4x6", "jewelry_commissions_4x5", "jigsaw_club_4x5", "jousting_tournament_4x5",
    "juggling_festival_4x5", "juice_bar_3x5", "jumble_sale_3x5", "junior_golf_open_4x5", "jury_box_5x5",
    "karaoke_night_4x5", "karate_belts_4x4", "kayak_rentals_4x5", "kennel_block_4x5", "kiln_firings_4x4",
    "kilt_hire_3x4", "kitchen_gadgets_4x5", "kitchen_remodels_4x5", "kite_festival_3x4", "kiwifruit_pickers_4x5",
    "knife_sharpening_3x5", "knitting_circle_4x4", "koi_show_4x5", "kombucha_brewers_3x4", "laboratory_benches_5x5",
    "lace_makers_4x4", "lake_monster_sightings_4x5", "lakeside_bungalows_5x5", "lakeside_docks_5x6", "land_yachts_4x5",
    "lane_cottages_4x5", "lane_mailboxes_4x4", "language_exams_5x5", "laser_tag_3x4", "lawn_bowls_4x4",
    "lawn_mower_race_3x4", "lego_contest_4x5", "lemonade_stands_4x4", "library_fines_3x4", "library_storytimes_3x4",
    "library_volunteers_4x5", "lifeguard_towers_4x6", "lighthouse_keepers_4x5", "lighthouse_restorations_4x4",
    "literary_prizes_4x6", "litter_picks_4x5", "little_league_3x4", "llama_trekking_4x5", "llama_treks_3x4",
    "loading_bays_5x5", "lobster_boats_4x6", "locksmith_callouts_4x5", "log_rolling_3x4", "long_jump_4x5",
    "lost_cats_4x4", "lost_luggage_4x5", "lost_property_3x4", "lost_teeth_3x4", "lottery_winners_4x5",
    "lumberjack_games_4x5", "lunch_boxes_4x4", "luthier_orders_5x5", "magazine_subscriptions_4x5", "magic_show_4x4",
    "maple_sugarhouses_4x4", "marathon_finishers_4x4", "marble_tournament_3x4", "marching_bands_4x5",
    "marina_berths_5x6", "market_stalls_5x5", "marmalade_awards_3x5", "maternity_ward_4x6", "maths_test_desks_4x5",
    "mayoral_race_4x5", "maypole_dancing_4x4", "medical_centre_4x5", "medieval_banquet_5x5", "meditation_retreats_4x6",
    "memorial_benches_4x6", "meteor_watch_4x5", "meteorite_collection_4x5", "meteorite_collection_v2_4x5",
    "mews_cottages_5x5", "milk_round_3x4", "milking_parlour_4x5", "mill_looms_5x5", "mini_golf_4x5",
    "minor_league_ballparks_4x6", "mobile_library_4x4", "model_railways_4x5", "model_trains_3x5",
    "moderated_debates_4x5", "monastery_cells_5x5", "monster_trucks_4x4", "morning_flights_4x5", "morning_trains_4x5",
    "morning_trains_v2_4x5", "morris_sides_4x5", "mortgage_applications_4x5", "mosaic_commissions_3x5",
    "motel_rooms_5x5", "mountain_bikes_4x5", "mountain_cabins_5x6", "mountain_huts_5x5", "mountain_passes_4x6",
    "mountain_rescue_callouts_4x5", "mountain_tunnels_4x6", "movie_night_4x4", "movie_palaces_4x6", "moving_day_4x5",
    "museum_artifacts_4x5", "museum_donors_4x5", "museum_loans_4x5", "museum_tours_4x5", "mushroom_foragers_4x5",
    "music_box_auction_4x5", "music_grades_4x5", "music_lessons_4x4", "mustang_adoptions_4x5", "mystery_novels_4x5",
    "nail_salon_3x5", "narrowboat_holidays_4x5", "nativity_play_4x4", "nature_trails_4x5", "neon_signs_3x4",
    "nest_boxes_5x5", "new_neighbors_4x5", "new_species_4x5", "new_year_resolutions_4x6", "news_anchors_4x5",
    "newspaper_classifieds_4x5", "night_bakery_3x4", "night_market_stalls_5x5", "night_shifts_4x4", "noodle_bar_3x5",
    "oast_houses_5x6", "observatory_domes_4x4", "office_tower_4x6", "oil_changes_3x5", "oil_wells_4x6",
    "olive_groves_4x6", "open_mic_night_4x4", "open_mic_night_4x5", "open_plan_desks_5x5", "opera_boxes_5x5",
    "orchard_hives_4x6", "orchestra_auditions_5x5", "orchid_show_4x5", "origami_class_3x5", "ornament_shop_3x5",
    "overdue_books_4x5", "package_holidays_5x5", "paddleboard_race_4x6", "paint_counter_4x4", "paintball_teams_4x5",
    "painted_houses_5x5", "painting_class_easels_4x4", "pancake_race_3x5", "pantomime_season_4x4", "paper_lanterns_4x5",
    "paper_routes_3x4", "parade_floats_4x6", "paragliding_flights_4x5", "park_bandstands_4x6", "park_bench_seats_4x5",
    "parking_spaces_4x5", "parking_tickets_4x5", "parkrun_4x5", "parrot_rescue_4x4", "passport_renewals_3x4",
    "patent_filings_5x5", "pavement_artists_5x6", "pawn_shop_3x6", "peak_baggers_4x5", "pearl_divers_4x5",
    "pediatric_checkups_4x5", "penny_farthing_race_3x5", "perfume_counter_3x5", "pest_control_visits_3x4",
    "pet_parade_3x4", "petri_dishes_4x5", "petrol_pumps_4x4", "phone_repairs_4x5", "photo_contest_3x5",
    "piano_competition_5x4", "piano_movers_3x4", "piano_recital_4x5", "piano_tuners_3x4", "pickle_contest_3x5",
    "pickleball_league_4x4", "picnic_blankets_4x5", "picnic_tables_5x5", "pie_contest_4x5", "pig_pens_5x5",
    "pigeon_lofts_5x5", "pigeonholes_4x5", "piggy_banks_4x5", "pilgrim_walks_4x6", "pinball_machines_4x6",
    "pinecrest_science_fair_4x5", "pinewood_derby_4x4", "pirate_treasure_4x6", "pit_garages_5x5", "pit_ponies_5x5",
    "pizza_deliveries_4x6", "plane_row_seats_6x5", "planetarium_shows_3x4", "plant_swap_3x5", "playground_swings_4x5",
    "pocket_watches_5x5", "podcast_launches_3x5", "poetry_readings_4x5", "poker_night_4x5", "police_lineup_5x5",
    "police_shift_starts_4x5", "polling_booths_4x5", "polytunnels_5x5", "pony_club_stalls_4x5",
    "post_office_counters_5x5", "pothole_repairs_3x4", "pottery_class_4x5", "pottery_wheels_5x5", "practice_rooms_5x5",
    "printing_presses_5x5", "prom_limousines_3x5", "pub_quiz_teams_4x5", "pub_regulars_4x4", "pumpkin_weighin_4x5",
    "puppet_theatre_4x4", "puppy_litters_4x5", "quarry_blasts_3x4", "quilt_show_3x5", "quiz_bowl_3x4",
    "rabbit_hutches_5x5", "rabbit_show_3x4", "radio_shows_4x5", "radio_telescopes_4x5", "radio_towers_3x5",
    "radon_tests_3x4", "rail_depots_4x5", "rainy_day_games_3x4", "rambling_club_4x5", "ramen_shops_4x5",
    "rare_books_4x5", "recycling_drive_3x4", "redwood_grove_4x5", "reef_dives_4x5", "relay_team_5x5",
    "report_cards_3x4", "reptile_house_4x6", "rescue_horses_4x5", "research_grants_4x5", "restaurant_reviews_5x5",
    "restaurant_tips_4x4", "retirement_gifts_4x5", "riding_stables_5x5", "rifle_range_5x5", "river_barges_4x6",
    "river_cruises_4x5", "river_run_4x5", "road_trains_4x5", "road_trip_4x4", "roadshow_appraisals_4x5",
    "roadside_attractions_4x5", "robot_contest_4x4", "robot_vacuums_4x5", "rock_collections_3x4", "rock_pooling_3x4",
    "rocket_launches_4x5", "rocking_chairs_4x5", "rodeo_riders_4x5", "roller_coasters_4x5", "roller_derby_4x5",
    "rose_breeders_4x6", "rowing_machines_4x6", "rowing_regatta_4x5", "rubber_duck_race_3x5", "rug_auction_4x6",
    "rugby_sevens_4x5", "sabbaticals_4x5", "saddle_orders_3x4", "sailing_lessons_3x4", "sailing_school_5x5",
    "sales_commissions_4x4", "salmon_tagging_4x6", "salon_bookings_4x5", "sandcastle_contest_4x6",
    "satellite_launches_3x4", "scholarship_awards_4x5", "school_play_4x5", "science_exams_3x4", "science_fair_4x5",
    "science_museum_exhibits_4x6", "science_olympiad_5x5", "science_reports_4x5", "science_talks_4x4",
    "scooter_rentals_3x4", "scout_badges_3x4", "scrabble_night_4x5", "scrimshaw_carvers_3x4",
    "scuba_certifications_3x4", "sea_glass_3x5", "sea_turtle_nests_4x5", "seaplane_tours_4x6",
    "seaside_guesthouses_4x5", "seaside_villas_6x5", "seed_catalog_orders_4x4", "sewing_bee_3x4", "sewing_machines_5x4",
    "shelter_adoptions_4x5", "shepherds_huts_4x5", "ships_in_bottles_4x5", "shipwreck_discoveries_4x5",
    "shoe_repairs_3x4", "shopping_parade_5x5", "show_jumping_4x5", "sibling_ages_3x4", "sign_painting_3x4",
    "silent_films_4x6", "skateboard_contest_4x5", "ski_jumping_4x5", "ski_lodge_4x5", "ski_lodge_v2_4x5",
    "ski_resort_openings_4x5", "skydiving_jumps_4x5", "skyscraper_heights_4x5", "slalom_times_4x4", "sled_dog_race_4x6",
    "sleeper_compartments_5x5", "slot_machines_5x5", "snail_race_3x4", "sniffer_dogs_4x5", "snow_globes_4x4",
    "snowfall_records_4x5", "snowman_contest_3x4", "snowshoe_race_4x4", "soap_makers_4x5", "soapbox_derby_4x6",
    "soda_fountain_3x4", "solar_installations_4x5", "spa_treatments_4x5", "space_missions_5x5", "speed_dating_3x4",
    "spelling_bee_3x6", "spice_market_3x5", "sponsored_walk_4x5", "spring_break_trips_4x5", "sprint_final_4x6",
    "sprint_robots_3x4", "square_dance_callers_3x5", "stable_yard_5x5", "stadium_tour_4x5", "staff_car_park_5x5",
    "staffing_agency_4x5", "stage_door_autographs_4x4", "stained_glass_windows_4x4", "stair_lifts_4x4",
    "stamp_auction_4x6", "stamp_collectors_4x5", "stargazing_nights_4x4", "starting_blocks_5x5", "startup_pitches_4x6",
    "stately_homes_4x6", "station_lockers_4x4", "steam_locomotives_4x6", "steam_rally_4x6", "sticker_swap_4x4",
    "stilt_houses_5x5", "stock_picks_4x5", "storage_units_4x5", "strawberry_picking_4x4", "street_musicians_6x5",
    "street_party_5x5", "student_council_4x5", "student_exchange_5x5", "study_carrels_4x5", "stump_grinding_3x4",
    "stunt_doubles_4x5", "sub_sandwiches_3x4", "submarine_patrols_4x5", "submersible_dives_4x6",
    "summer_camp_weeks_4x5", "summer_jobs_4x5", "summer_rail_trips_4x4", "summer_weddings_4x5", "summit_climbs_4x5",
    "summit_delegates_6x6", "sumo_wrestlers_4x5", "sunday_league_4x5", "superhero_movies_4x5", "supermarket_tills_5x4",
    "surveying_jobs_4x5", "sushi_bar_stools_5x5", "sushi_orders_3x4", "swim_club_lockers_4x5", "swim_meet_4x5",
    "swimming_badges_4x4", "swimming_lanes_4x5", "swimming_lessons_3x4", "symphony_premieres_4x6",
    "table_tennis_ladder_4x4", "tailgate_parties_5x5", "tailor_alterations_3x5", "talent_show_4x4", "tall_ships_5x5",
    "tamale_orders_3x5", "tango_lessons_4x4", "tapestry_restorations_4x6", "tattoo_parlor_4x5", "tax_returns_4x4",
    "taxi_rank_5x5", "taxidermy_orders_3x4", "tea_estates_4x5", "tea_room_3x5", "teddy_bears_picnic_4x5",
    "telescope_sales_3x5", "telethon_pledges_4x6", "tennis_courts_4x4", "term_papers_4x4", "terrace_street_5x5",
    "thatched_cottages_5x5", "theater_seats_4x5", "thru_hikers_4x6", "time_capsules_4x4", "tiny_houses_4x5",
    "tire_installs_3x4", "toboggan_runs_4x5", "toll_bridges_3x4", "tollbooths_5x5", "tortoise_sanctuary_4x5",
    "totem_poles_4x5", "tow_truck_calls_3x4", "town_council_votes_4x5", "town_criers_4x5", "toy_soldiers_4x5",
    "tractor_pull_4x6", "train_carriages_4x4", "tramping_tracks_4x5", "treasure_hunt_4x4", "tree_planting_4x5",
    "tree_surgeons_4x5", "treehouse_club_3x4", "treetop_lodges_6x5", "triathlon_finishers_4x5", "trivia_night_4x5",
    "trophy_shelf_5x5", "truffle_hunters_4x4", "tube_commuters_5x4", "tuck_shop_4x4", "tug_of_war_4x5",
    "tugboat_captains_4x4", "turtle_races_4x5", "tutoring_sessions_4x5", "tuxedo_rentals_3x5", "tv_pilots_4x5",
    "typing_contest_4x4", "ufo_sightings_4x5", "ugly_sweater_contest_4x4", "ukulele_orders_3x5", "uniform_orders_3x4",
    "upholstery_jobs_3x5", "urban_sketchers_4x6", "used_car_sales_4x5", "valentine_dinners_4x5", "valet_parking_4x4",
    "vegetable_plots_4x4", "vending_machine_3x5", "vet_visits_4x5", "viking_longships_4x6", "village_fete_4x5",
    "vineyard_rows_4x5", "vintage_cameras_3x5", "vintage_guitars_4x5", "vintage_motorcycles_4x6", "vintage_radios_4x5",
    "vinyl_records_4x5", "violin_collectors_4x6", "viral_videos_4x5", "voice_castings_4x4", "volcano_expeditions_4x5",
    "volleyball_courts_4x5", "volleyball_league_4x6", "volunteer_firefighters_4x5", "waiting_room_3x4",
    "walk_to_school_3x4", "wallpaper_jobs_3x5", "ward_beds_4x5", "washing_line_4x5", "water_polo_4x5",
    "water_towers_4x6", "watercolour_class_3x4", "watermelon_contest_3x4", "waxworks_5x5", "weather_balloons_4x5",
    "weather_stations_4x6", "wedding_bouquets_5x5", "wedding_cakes_4x4", "wedding_invitations_3x5",
    "wedding_photographers_4x6", "wedding_top_table_5x5", "weight_loss_challenge_4x6", "weightlifting_meet_4x5",
    "wellington_boots_4x4", "whale_watching_4x5", "whitewater_rafting_4x5", "whittling_contest_4x5",
    "wildfire_crews_4x5", "wildlife_photos_4x5", "wind_chimes_3x4", "wind_tunnel_tests_4x5", "wind_turbines_4x5",
    "windmills_5x5", "window_boxes_4x4", "window_mannequins_5x5", "window_tinting_3x4", "window_washers_4x6",
    "windowsill_plants_4x5", "windshield_repairs_3x5", "wine_barrels_5x4", "wine_tasting_4x4", "wooden_toy_orders_3x5",
    "worm_charming_4x5", "wrestling_pins_4x6", "yacht_race_4x5", "yard_sale_4x5", "yarn_dyeing_4x5",
    "yo_yo_contest_3x4", "yodeling_contest_4x4", "yoga_classes_3x4", "yurt_camp_6x6", "zeppelin_flights_4x6",
    "zine_fair_4x6", "zipline_tours_4x5", "zoo_enclosures_4x4", "zoo_newborns_4x5"
})


def _answer(name: str) -> dict:
    return json.loads((PUZZLE_DIR / f"{name}.answer.json").read_text(encoding="utf-8"))


def test_the_committed_set_is_the_1204_puzzles_of_the_meanings():
    assert [len(batch) for batch in BATCHES] == [30, 46, 26, 20] + [24] * 14 + [16] + [20] * 22 + [10] + [20] * 14
    assert len(NAMES) == 1204
    assert sorted(path.name.removesuffix(".clues") for path in PUZZLE_DIR.glob("*.clues")) == NAMES
    assert sorted(path.name.removesuffix(".answer.json") for path in PUZZLE_DIR.glob("*.answer.json")) == NAMES
    assert {name.split("_")[-1] for name in NAMES} >= {"3x4", "4x6", "5x5"}


@pytest.mark.parametrize("name", NAMES)
def test_each_clue_file_prints_the_intro_categories_and_sentences_of_its_meanings(name):
    puzzle = PUZZLES[name]
    text = (PUZZLE_DIR / f"{name}.clues").read_text(encoding="utf-8")
    assert text.startswith(f"# {puzzle.intro}\n")
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    assert [line for line in lines if not line[:1].isdigit()] == [
        f"{category} : {', '.join(values)}." for category, values in puzzle.categories]
    assert [line for line in lines if line[:1].isdigit()] == [
        f"{number}. {sentence}" for number, (sentence, _) in enumerate(puzzle.clues, 1)]


@pytest.mark.parametrize("name", NAMES)
def test_each_committed_answer_is_the_only_solution_of_its_meanings(name):
    puzzle, answer = PUZZLES[name], _answer(name)
    found = solutions(puzzle, limit=2)
    assert len(found) == 1
    assert answer["categories"] == [category for category, _ in puzzle.categories]
    assert sorted(rows(puzzle, found[0])) == sorted(answer["rows"])


def test_the_brute_force_sees_a_missing_clue():
    """Without its last clue a puzzle has several solutions: the uniqueness check can fail."""
    puzzle = PUZZLES[NAMES[0]]
    assert len(solutions(dataclasses.replace(puzzle, clues=puzzle.clues[:-1]), limit=2)) == 2


def test_values_count_as_the_numbers_they_print():
    assert [number_of(value, 0) for value in ("6:30 pm", "12:00 am", "8:00am", "18:40")] == [1110, 0, 480, 1120]
    assert [number_of(value, 0) for value in ("$1,450", "$39.50", "3rd", "7.25")] == [1450, 39.5, 3, 7.25]
    assert number_of("Tuesday", 1) == 1


@pytest.mark.parametrize("name", NAMES)
def test_pylogic_solves_each_exactly_or_refuses_it_never_a_wrong_answer(name):
    try:
        result = pylogic.solve(PUZZLE_DIR / f"{name}.clues", timeout=30)
    except pylogic.PylogicError as error:
        assert error.exit_code == 2, f"not a refusal (exit code {error.exit_code}): {error}"
        return
    assert result.status == "unique", f"pylogic says {result.status} ({result.count} solutions)"
    assert sorted(map(list, result.solutions[0].rows)) == sorted(_answer(name)["rows"])


@pytest.mark.parametrize("name", sorted(SOLVED_BEFORE))
def test_a_puzzle_that_solved_keeps_solving(name):
    result = pylogic.solve(PUZZLE_DIR / f"{name}.clues", timeout=30)
    assert result.status == "unique"
    assert sorted(map(list, result.solutions[0].rows)) == sorted(_answer(name)["rows"])
