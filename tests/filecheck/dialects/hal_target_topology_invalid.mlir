// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: xdsl-stream-opt %S/inputs/hal_target_topology_valid.mlir | iree-opt | filecheck %S/inputs/hal_target_topology_valid.mlir
// RUN: iree-opt %S/inputs/hal_target_topology_valid.mlir | filecheck %S/inputs/hal_target_topology_valid.mlir

// The last HAL attributes whose bodies were kept as any text: a device
// target's configuration and executable targets, and a module's device
// topology.  Both are kept as written but read as IREE reads them: the
// target's `{configuration}` and its `[targets]` (at least one, each an
// `#hal.executable.target`), and the topology's `links = [(@a -> @b =
// {flags})]` (at least one link, each flag `transparent_access` or
// `unified_memory` at most once, 0 or 1).  Both tools refuse each case in the
// same words at the same place.

util.global private @d = #hal.device.target<"local", [1]> : !hal.device
// CHECK: :[[# @LINE - 1]]:55: error: invalid kind of attribute specified

// -----

util.global private @d = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">, 1]> : !hal.device
// CHECK: :[[# @LINE - 1]]:114: error: invalid kind of attribute specified

// -----

util.global private @d = #hal.device.target<"local", [[#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]]> : !hal.device
// CHECK: :[[# @LINE - 1]]:55: error: invalid kind of attribute specified

// -----

util.global private @d = #hal.device.target<"local", []> : !hal.device
// CHECK: :[[# @LINE - 1]]:55: error: expected attribute value

// -----

util.global private @d = #hal.device.target<"local", 3> : !hal.device
// CHECK: :[[# @LINE - 1]]:54: error: invalid kind of attribute specified

// -----

util.global private @d = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">], {a = 1}> : !hal.device
// CHECK: :[[# @LINE - 1]]:113: error: expected '>'

// -----

util.global private @d = #hal.device.target<"local", {a = 1}, {b = 2}> : !hal.device
// CHECK: :[[# @LINE - 1]]:62: error: expected '['

// -----

util.global private @d = #hal.device.target<"local", {a = 1} [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
// CHECK: :[[# @LINE - 1]]:61: error: expected '>'

// -----

util.global private @d = #hal.device.target<"local",> : !hal.device
// CHECK: :[[# @LINE - 1]]:53: error: expected attribute value

// -----

module attributes {stream.topology = #hal.device.topology<>} {}
// CHECK: :[[# @LINE - 1]]:59: error: expected 'links'

// -----

module attributes {stream.topology = #hal.device.topology<linkz = []>} {}
// CHECK: :[[# @LINE - 1]]:59: error: expected 'links'

// -----

module attributes {stream.topology = #hal.device.topology<links = []>} {}
// CHECK: :[[# @LINE - 1]]:68: error: expected '('

// -----

module attributes {stream.topology = #hal.device.topology<links = 3>} {}
// CHECK: :[[# @LINE - 1]]:66: error: expected '['

// -----

module attributes {stream.topology = #hal.device.topology<links = [(@a @b = {})]>} {}
// CHECK: :[[# @LINE - 1]]:71: error: expected '->'

// -----

module attributes {stream.topology = #hal.device.topology<links = [("a" -> @b = {})]>} {}
// CHECK: :[[# @LINE - 1]]:69: error: invalid kind of attribute specified

// -----

module attributes {stream.topology = #hal.device.topology<links = [(@a -> @b = 3)]>} {}
// CHECK: :[[# @LINE - 1]]:79: error: expected '{'

// -----

module attributes {stream.topology = #hal.device.topology<links = [(@a -> @b = {bogus = 1})]>} {}
// CHECK: :[[# @LINE - 1]]:89: error: duplicate or unknown struct parameter name: bogus

// -----

module attributes {stream.topology = #hal.device.topology<links = [(@a -> @b = {unified_memory = 2})]>} {}
// CHECK: :[[# @LINE - 1]]:98: error: integer value too large

// -----

module attributes {stream.topology = #hal.device.topology<links = [(@a -> @b = {transparent_access = "yes"})]>} {}
// CHECK: :[[# @LINE - 1]]:102: error: expected integer value

// -----

module attributes {stream.topology = #hal.device.topology<links = [(@a -> @b = {transparent_access = true, transparent_access = true})]>} {}
// CHECK: :[[# @LINE - 1]]:129: error: duplicate or unknown struct parameter name: transparent_access

// -----

module attributes {stream.topology = #hal.device.topology<links = [(@a -> @b = {})], extra = 1>} {}
// CHECK: :[[# @LINE - 1]]:84: error: expected '>'
