/* Force-included into every file of ui/: positions are asked through the
 * door (model/game/game.h), which picks the generator from the rules. The
 * names each generator and reader of model/chess and model/variant
 * declares are poisoned, so including one of their headers here is a
 * build error, not a review comment. */
#pragma GCC poison chess_engine_best chess_engine_portable chess_engine_pext
#pragma GCC poison chess_count chess_generate chess_position_for
#pragma GCC poison position_from_fen_rules position_to_fen_rules
#pragma GCC poison position_check_rules position_check_fide position_in_check
#pragma GCC poison variant_rules_init variant_rules_define
#pragma GCC poison variant_legal variant_count variant_count_both
#pragma GCC poison variant_in_check variant_check_rules variant_attack_counts
#pragma GCC poison variant_from_fen variant_to_fen
