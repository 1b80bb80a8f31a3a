#===- AddShard.cmake - Thin wrappers over the upstream MLIR macros --------===//
#
# Every project library goes through add_shard_library so that it
#  - links MLIR through mlir_target_link_libraries (libMLIR.so or the static
#    archives, following MLIR_LINK_MLIR_DYLIB),
#  - carries its include directories as usage requirements, and
#  - is exported into the project's own CMake package (ShardTargets) instead
#    of upstream MLIR's export set.
#
#===----------------------------------------------------------------------===//

include_guard(GLOBAL)

# add_shard_library(<name> <sources>...
#   [DEPENDS <targets>...]      tablegen targets the sources need
#   [LINK_LIBS <libs>...]       project libraries (PUBLIC)
#   [MLIR_LIBS <libs>...]       MLIR libraries (PUBLIC, via libMLIR.so or .a)
#   [LINK_COMPONENTS <llvm>...] LLVM components)
function(add_shard_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS;MLIR_LIBS;LINK_COMPONENTS"
                        ${ARGN})
  add_mlir_library(${name} ${ARG_UNPARSED_ARGUMENTS}
    DISABLE_INSTALL
    EXCLUDE_FROM_LIBMLIR
    DEPENDS ${ARG_DEPENDS} shard-headers
    LINK_COMPONENTS ${ARG_LINK_COMPONENTS}
    LINK_LIBS PUBLIC ${ARG_LINK_LIBS})
  if(ARG_MLIR_LIBS)
    mlir_target_link_libraries(${name} PUBLIC ${ARG_MLIR_LIBS})
  endif()
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${SHARD_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${SHARD_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:include>)

  # Exported as Shard::<name without the "Shard" prefix>, e.g. Shard::APIR.
  # Not REGEX REPLACE "^Shard": CMake re-anchors ^ after each match, which
  # made ShardSharding "ing".
  string(SUBSTRING ${name} 5 -1 export_name)
  set_target_properties(${name} PROPERTIES EXPORT_NAME ${export_name})
  add_library(Shard::${export_name} ALIAS ${name})
  install(TARGETS ${name} EXPORT ShardTargets
    ARCHIVE DESTINATION lib${LLVM_LIBDIR_SUFFIX}
    LIBRARY DESTINATION lib${LLVM_LIBDIR_SUFFIX})
  set_property(GLOBAL APPEND PROPERTY SHARD_EXPORTS ${name})
endfunction()

# add_shard_tool(<name> <sources>... [LINK_LIBS <libs>...] [MLIR_LIBS <libs>...])
function(add_shard_tool name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS;MLIR_LIBS;DEPENDS" ${ARGN})
  add_llvm_executable(${name} ${ARG_UNPARSED_ARGUMENTS} DEPENDS ${ARG_DEPENDS})
  llvm_update_compile_flags(${name})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS})
  if(ARG_MLIR_LIBS)
    mlir_target_link_libraries(${name} PRIVATE ${ARG_MLIR_LIBS})
  endif()
  install(TARGETS ${name} RUNTIME DESTINATION bin)
  set_property(GLOBAL APPEND PROPERTY SHARD_TOOLS ${name})
endfunction()

# add_shard_dialect_doc(<td-file-stem> <output-name> <tblgen-args>...)
# Generates docs/<output-name>.md into the build tree under the shard-doc
# umbrella target.
function(add_shard_doc td_stem output_name)
  set(LLVM_TARGET_DEFINITIONS ${td_stem}.td)
  tablegen(MLIR ${output_name}.md ${ARGN})
  set(generated ${SHARD_BINARY_DIR}/docs/generated/${output_name}.md)
  add_custom_command(OUTPUT ${generated}
    COMMAND ${CMAKE_COMMAND} -E copy
            ${CMAKE_CURRENT_BINARY_DIR}/${output_name}.md ${generated}
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/${output_name}.md)
  add_custom_target(shard-doc-${output_name} DEPENDS ${generated})
  add_dependencies(shard-doc shard-doc-${output_name})
endfunction()
