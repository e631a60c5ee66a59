// Device targets and topologies both tools read (../hal_target_topology_invalid.mlir).
#target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">
module attributes {stream.topology = #hal.device.topology<links = [(@a -> @b = {transparent_access = true, unified_memory = 0x1}), (@b -> @a = {}), (@a->@b={unified_memory = 0})]>} {
  util.global private @a = #hal.device.target<"local", {ordinal = 0 : index}, [#target, #hal.executable.target<"vmvx", "vmvx-bytecode-fb">]> : !hal.device
  util.global private @b = #hal.device.target<"local", [#target]> : !hal.device
  util.global private @c = #hal.device.target<"local", {a = 1}> : !hal.device
  util.global private @e = #hal.device.target<"local"> : !hal.device
}
// CHECK: module attributes {stream.topology = #hal.device.topology<links = [(@a -> @b = {unified_memory = true, transparent_access = true}), (@b -> @a = {}), (@a -> @b = {})]>}
// CHECK: util.global private @a = #{{.+}}
// CHECK: util.global private @b = #{{.+}}
// CHECK: util.global private @c = #{{.+}}
// CHECK: util.global private @e = #{{.+}}
