// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// The bodies of HAL's device attributes, read as IREE reads them: an optimal
// choice among affinities, a selection among device values, a fallback to
// another device global, an ordinal, the kind of a target or an alias.  Both
// tools refuse each case in the same words at the same place.

// An optimal choice among no affinity.
util.func public @f(%s: index, %p: i32) -> !stream.resource<*> {
  %0 = stream.async.splat on(#hal.device.optimal<[]>) %p : i32 -> !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:51: error: expected attribute value

// -----

// An optimal choice among optimal choices.
util.func public @f(%s: index, %p: i32) -> !stream.resource<*> {
  %0 = stream.async.splat on(#hal.device.optimal<[#hal.device.optimal<[#hal.device.affinity<@a>]>]>) %p : i32 -> !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:49: error: can only select between HAL affinity attrs

// -----

// An optimal choice among values that are no affinities.
util.func public @f(%s: index, %p: i32) -> !stream.resource<*> {
  %0 = stream.async.splat on(#hal.device.optimal<[unit]>) %p : i32 -> !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:51: error: invalid kind of attribute specified

// -----

// More after the list.
util.func public @f(%s: index, %p: i32) -> !stream.resource<*> {
  %0 = stream.async.splat on(#hal.device.optimal<[#hal.device.affinity<@a>], 3>) %p : i32 -> !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:76: error: expected '>'

// -----

// A selection of no device.
util.global private @select_empty = #hal.device.select<[]> : !hal.device

// CHECK: :[[# @LINE - 2]]:55: error: must have at least one device to select

// -----

// A selection of an affinity, which is no device value.
util.global private @select_affinity = #hal.device.select<[#hal.device.affinity<@d>]> : !hal.device

// CHECK: :[[# @LINE - 2]]:58: error: can only select between #hal.device.alias, #hal.device.target, #hal.device.ordinal, #hal.device.fallback, or other device initialization attributes

// -----

// A fallback to a string.
util.global private @fallback_string = #hal.device.fallback<"d"> : !hal.device

// CHECK: :[[# @LINE - 2]]:61: error: invalid kind of attribute specified

// -----

// A fallback to a nested symbol.
util.global private @fallback_nested = #hal.device.fallback<@d::@e> : !hal.device

// CHECK: :[[# @LINE - 2]]:61: error: invalid kind of attribute specified

// -----

// An ordinal that is a word.
util.global private @ordinal_word = #hal.device.ordinal<x> : !hal.device

// CHECK: :[[# @LINE - 2]]:57: error: expected integer value

// -----

// An ordinal past 64 bits (it was read, exit 0).
util.global private @ordinal_wide = #hal.device.ordinal<9223372036854775808> : !hal.device

// CHECK: :[[# @LINE - 2]]:57: error: integer value too large

// -----

// A target or an alias whose kind is a bare word.
util.global private @target_bare_word = #hal.device.target<local> : !hal.device

// CHECK: :[[# @LINE - 2]]:60: error: expected attribute value

// -----

util.global private @alias_bare_word = #hal.device.alias<local> : !hal.device

// CHECK: :[[# @LINE - 2]]:58: error: expected attribute value

// -----

// A target's kind is a string, not another attribute (the package read
// `#hal.device.target<#hal.device.affinity<@d>>` with exit 0).
util.global private @target_attribute_kind = #hal.device.target<#hal.device.affinity<@d>> : !hal.device

// CHECK: :[[# @LINE - 2]]:65: error: invalid kind of attribute specified

// -----

// An alias's body is its kind, maybe `[ordinal]`, maybe `, {configuration}`:
// the package kept any text after the kind.
util.global private @a = #hal.device.alias<"local", 3> : !hal.device
// CHECK: :[[# @LINE - 1]]:53: error: invalid kind of attribute specified

// -----

util.global private @a = #hal.device.alias<"local" foo> : !hal.device
// CHECK: :[[# @LINE - 1]]:51: error: expected '>'

// -----

util.global private @a = #hal.device.alias<"local"[1, 2]> : !hal.device
// CHECK: :[[# @LINE - 1]]:53: error: expected ']'

// -----

util.global private @a = #hal.device.alias<"local"[x]> : !hal.device
// CHECK: :[[# @LINE - 1]]:52: error: expected ']'

// -----

util.global private @a = #hal.device.alias<"local"[18446744073709551615]> : !hal.device
// CHECK: :[[# @LINE - 1]]:52: error: integer value too large

// -----

util.global private @a = #hal.device.alias<"local", {}, {}> : !hal.device
// CHECK: :[[# @LINE - 1]]:55: error: expected '>'

// -----

util.global private @a = #hal.device.alias<"local"[1] {}> : !hal.device
// CHECK: :[[# @LINE - 1]]:54: error: expected '>'

// -----

util.global private @a = #hal.device.alias<"local",> : !hal.device
// CHECK: :[[# @LINE - 1]]:52: error: expected attribute value
