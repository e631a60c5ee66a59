"util.global"() <{initial_value = #util.composite<4xi8, [dense<1> : vector<4xi8>]>, sym_name = "g", type = none}> : () -> ()
// OURS: util_global_untyped_values.mlir:1:1: error: 'util.global' op attribute 'initial_value' failed to satisfy constraint: TypedAttr instance
// IREE: util_global_untyped_values.mlir:1:1: error: invalid properties {initial_value = #util.composite

// -----

"util.global"() <{initial_value = #hal.device.affinity<@d>, sym_name = "g", type = none}> : () -> ()
// OURS: util_global_untyped_values.mlir:[[# @LINE - 1]]:1: error: 'util.global' op attribute 'initial_value' failed to satisfy constraint: TypedAttr instance
// IREE: util_global_untyped_values.mlir:[[# @LINE - 2]]:1: error: invalid properties {initial_value = #hal.device.affinity<@d>

// -----

"util.global"() <{initial_value = #iree_encoding.identity, sym_name = "g", type = none}> : () -> ()
// OURS: util_global_untyped_values.mlir:[[# @LINE - 1]]:1: error: 'util.global' op attribute 'initial_value' failed to satisfy constraint: TypedAttr instance
// IREE: util_global_untyped_values.mlir:[[# @LINE - 2]]:1: error: invalid properties {initial_value = #iree_encoding.identity
